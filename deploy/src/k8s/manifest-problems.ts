import { databaseTlsProblems } from './database-tls-invariants';
import { grpcTlsProblems } from './grpc-tls-invariants';
import { kafkaSecurityProblems } from './kafka-security-invariants';
import { networkProblems } from './network-invariants';
import { type Dict, type Overlay, deployables, dict, text } from './rendered-objects';
import { workloadProblems } from './workload-invariants';

/**
 * What each overlay promises: prod follows consumer lag, keeps two pods of everything and reaches
 * its managed PostgreSQL with verify-full, its gRPC with mutual TLS and its brokers with SASL_SSL;
 * dev is small, with its engines inside the cluster.
 */
const overlayRules: Record<
  Overlay,
  { lagScaling: boolean; minReplicas: number; databaseTls: boolean; grpcTls: boolean; kafkaSecurity: boolean }
> = {
  dev: { lagScaling: false, minReplicas: 1, databaseTls: false, grpcTls: false, kafkaSecurity: false },
  prod: { lagScaling: true, minReplicas: 2, databaseTls: true, grpcTls: true, kafkaSecurity: true },
};

/** PostgreSQL or Kafka run as pods of the bundle: a home-made engine (ARCHITECTURE §7). */
function homeMadeEngineProblems(objects: Dict[]): string[] {
  return objects.flatMap((object) => {
    if (object.kind === 'StatefulSet')
      return [`engines: StatefulSet ${text(dict(object.metadata).name)} in the bundle`];
    const containers = JSON.stringify(dict(dict(object.spec).template));
    return /"image":"[^"]*(postgres|kafka|zookeeper)/i.test(containers)
      ? [`engines: ${text(object.kind)} ${text(dict(object.metadata).name)} runs an engine image`]
      : [];
  });
}

function replicaProblems(objects: Dict[], minReplicas: number): string[] {
  return objects
    .filter((object) => object.kind === 'HorizontalPodAutoscaler')
    .flatMap((hpa) =>
      Number(dict(hpa.spec).minReplicas) >= minReplicas
        ? []
        : [`${text(dict(hpa.metadata).name)}: minReplicas below ${minReplicas}`],
    );
}

/** Everything the rendered overlay must hold for each deployable (issue 16, item 4). */
export function manifestProblems(overlay: Overlay, objects: Dict[]): string[] {
  const rules = overlayRules[overlay];
  return [
    ...deployables.flatMap((app) => workloadProblems(app, objects, rules.lagScaling)),
    ...replicaProblems(objects, rules.minReplicas),
    ...networkProblems(objects),
    ...homeMadeEngineProblems(objects),
    ...(rules.databaseTls ? databaseTlsProblems(objects) : []),
    ...(rules.grpcTls ? grpcTlsProblems(objects) : []),
    ...(rules.kafkaSecurity ? kafkaSecurityProblems(objects) : []),
  ];
}
