import { deployedContainer, onMountedConfig } from './container-env';
import { grpcDeployables } from './grpc-tls-invariants';
import { type Dict, dict, dicts, nameOf, text } from './rendered-objects';
import { podSpecOf } from './workload-invariants';

// Issue 32 items 1 and 8: in prod the services and the BFF reach the brokers with SASL_SSL, each
// as its own user with its password from a mounted Secret. Any plaintext setting is reported
// before a rollout, as for the database and gRPC.

function deployableProblems(app: string, objects: Dict[]): string[] {
  const deployed = deployedContainer(objects, app);
  if (!deployed) return [];
  const { pod, container, env } = deployed;
  const mode = env.get('KAFKA_SECURITY');
  if (mode !== 'sasl_ssl')
    return [
      `${app}: KAFKA_SECURITY is ${mode ?? 'unset (plaintext)'}, not sasl_ssl: events would cross the network readable, and anyone reaching a broker could write them`,
    ];
  const problems: string[] = [];
  const caFile = env.get('KAFKA_TLS_CA_FILE');
  if (caFile === undefined) problems.push(`${app}: KAFKA_TLS_CA_FILE is not set`);
  else if (!onMountedConfig(pod, container, caFile))
    problems.push(`${app}: KAFKA_TLS_CA_FILE ${caFile} is on no mounted ConfigMap or Secret`);
  if (!env.has('KAFKA_SASL_USERNAME')) problems.push(`${app}: KAFKA_SASL_USERNAME is not set`);
  const passwordFile = env.get('KAFKA_SASL_PASSWORD_FILE');
  if (env.has('KAFKA_SASL_PASSWORD'))
    problems.push(
      `${app}: KAFKA_SASL_PASSWORD is set in the environment; the password comes from a mounted Secret (KAFKA_SASL_PASSWORD_FILE)`,
    );
  else if (passwordFile === undefined) problems.push(`${app}: KAFKA_SASL_PASSWORD_FILE is not set`);
  else if (!onMountedConfig(pod, container, passwordFile, true))
    problems.push(`${app}: KAFKA_SASL_PASSWORD_FILE ${passwordFile} is on no mounted Secret`);
  return problems;
}

/** KAFKA_SECURITY other than sasl_ssl anywhere in the render (ConfigMaps, literal env). */
function plaintextSettingProblems(objects: Dict[]): string[] {
  const problems: string[] = [];
  for (const object of objects) {
    if (object.kind === 'ConfigMap') {
      const mode = text(dict(object.data).KAFKA_SECURITY);
      if (mode !== undefined && mode !== 'sasl_ssl')
        problems.push(`ConfigMap ${nameOf(object)}: KAFKA_SECURITY=${mode}, not sasl_ssl`);
    }
    if (object.kind === 'Deployment')
      for (const container of dicts(podSpecOf(object).containers))
        for (const variable of dicts(container.env))
          if (
            variable.name === 'KAFKA_SECURITY' &&
            variable.value !== undefined &&
            variable.value !== 'sasl_ssl'
          )
            problems.push(
              `${nameOf(object)} env: KAFKA_SECURITY=${text(variable.value) ?? ''}, not sasl_ssl`,
            );
  }
  return problems;
}

/** What a bundle that reaches brokers over a shared network must hold: SASL_SSL for every client. */
export function kafkaSecurityProblems(objects: Dict[]): string[] {
  return [
    ...grpcDeployables.flatMap((app) => deployableProblems(app, objects)),
    ...plaintextSettingProblems(objects),
  ];
}
