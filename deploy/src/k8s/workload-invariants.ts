import { defaultPorts, type ServiceName } from '../start/deployables';
import { parseQuantity } from './quantities';
import {
  type Deployable,
  type Dict,
  dict,
  dicts,
  findObject,
  kafkaConsumers,
  list,
  text,
} from './rendered-objects';

/** What a deployable's pods must answer on: ARCHITECTURE §9 for the Node processes, the home page for web. */
function expectedProbes(app: Deployable): { port: number; readiness: string; liveness: string } {
  if (app === 'web') return { port: defaultPorts.web, readiness: '/', liveness: '/' };
  const port = app === 'bff' ? defaultPorts.bff : defaultPorts.http[app satisfies ServiceName];
  return { port, readiness: '/readyz', liveness: '/healthz' };
}

export const podSpecOf = (deployment: Dict): Dict => dict(dict(dict(deployment.spec).template).spec);
export const podLabelsOf = (deployment: Dict): Dict =>
  dict(dict(dict(dict(deployment.spec).template).metadata).labels);

function probeProblems(app: Deployable, container: Dict): string[] {
  const expected = expectedProbes(app);
  const ports = dicts(container.ports);
  const portNumber = (port: unknown) =>
    typeof port === 'number' ? port : ports.find((entry) => entry.name === port)?.containerPort;
  const paths = {
    startupProbe: expected.liveness,
    readinessProbe: expected.readiness,
    livenessProbe: expected.liveness,
  };
  return Object.entries(paths).flatMap(([probe, path]) => {
    const httpGet = dict(dict(container[probe]).httpGet);
    if (httpGet.path === undefined) return [`${app}: no HTTP ${probe}`];
    const problems: string[] = [];
    if (httpGet.path !== path) problems.push(`${app}: ${probe} asks ${text(httpGet.path)}, not ${path}`);
    if (portNumber(httpGet.port) !== expected.port) {
      problems.push(`${app}: ${probe} is not on port ${expected.port}`);
    }
    return problems;
  });
}

function resourceProblems(app: Deployable, container: Dict): string[] {
  const { requests, limits } = dict(container.resources);
  return ['cpu', 'memory'].flatMap((resource) => {
    const request = parseQuantity(text(dict(requests)[resource]) ?? '');
    const limit = parseQuantity(text(dict(limits)[resource]) ?? '');
    if (Number.isNaN(request) || Number.isNaN(limit)) return [`${app}: no ${resource} request and limit`];
    return request > limit ? [`${app}: ${resource} request is above its limit`] : [];
  });
}

/** The container's settings, or the pod's where the container leaves one unset (as the kubelet resolves them). */
function securityProblems(app: Deployable, pod: Dict, container: Dict): string[] {
  const podContext = dict(pod.securityContext);
  const context = dict(container.securityContext);
  const effective = (key: string) => context[key] ?? podContext[key];
  const problems: string[] = [];
  if (effective('runAsNonRoot') !== true) problems.push(`${app}: may run as root`);
  if (context.readOnlyRootFilesystem !== true) problems.push(`${app}: root file system is writable`);
  if (context.allowPrivilegeEscalation !== false) problems.push(`${app}: allows privilege escalation`);
  if (!list(dict(context.capabilities).drop).includes('ALL')) problems.push(`${app}: keeps capabilities`);
  if (dict(effective('seccompProfile')).type !== 'RuntimeDefault')
    problems.push(`${app}: no RuntimeDefault seccomp`);
  const emptyDirs = dicts(pod.volumes).filter((volume) => volume.emptyDir !== undefined);
  const tmp = dicts(container.volumeMounts).find((mount) => mount.mountPath === '/tmp');
  if (!tmp || !emptyDirs.some((volume) => volume.name === tmp.name)) {
    problems.push(`${app}: /tmp is not a writable emptyDir`);
  }
  return problems;
}

function selects(selector: Dict, labels: Dict): boolean {
  const wanted = Object.entries(dict(selector.matchLabels));
  return wanted.length > 0 && wanted.every(([key, value]) => labels[key] === value);
}

function autoscalerProblems(app: Deployable, objects: Dict[], lagScaling: boolean): string[] {
  const hpa = findObject(objects, 'HorizontalPodAutoscaler', app);
  if (!hpa) return [`${app}: no HorizontalPodAutoscaler`];
  const spec = dict(hpa.spec);
  const metrics = dicts(spec.metrics);
  const problems: string[] = [];
  if (hpa.apiVersion !== 'autoscaling/v2') problems.push(`${app}: autoscaler is not autoscaling/v2`);
  const target = dict(spec.scaleTargetRef);
  if (target.kind !== 'Deployment' || target.name !== app)
    problems.push(`${app}: autoscaler misses its Deployment`);
  if (!metrics.some((metric) => dict(metric.resource).name === 'cpu'))
    problems.push(`${app}: autoscaler ignores CPU`);
  if (!(Number(spec.maxReplicas) > Number(spec.minReplicas)))
    problems.push(`${app}: autoscaler cannot scale`);
  if (lagScaling && kafkaConsumers.includes(app)) {
    const lag = metrics.filter(
      (metric) => dict(dict(metric.external).metric).name === 'kafka_consumergroup_lag',
    );
    if (lag.length === 0) problems.push(`${app}: autoscaler ignores consumer lag`);
    const partitions = Number(configValue(objects, 'moorline-platform', 'KAFKA_TOPIC_PARTITIONS'));
    if (!(Number(spec.maxReplicas) <= partitions)) {
      problems.push(`${app}: maxReplicas is above KAFKA_TOPIC_PARTITIONS, extra consumers would idle`);
    }
  }
  return problems;
}

/** A value of a generated ConfigMap, whose rendered name carries a content-hash suffix. */
export function configValue(objects: Dict[], baseName: string, key: string): string | undefined {
  const pattern = new RegExp(`^${baseName}(-[a-z0-9]{10})?$`);
  const configMap = objects.find(
    (o) => o.kind === 'ConfigMap' && pattern.test(text(dict(o.metadata).name) ?? ''),
  );
  return text(dict(configMap?.data)[key]);
}

function disruptionProblems(app: Deployable, objects: Dict[], podLabels: Dict): string[] {
  const budget = findObject(objects, 'PodDisruptionBudget', app);
  if (!budget) return [`${app}: no PodDisruptionBudget`];
  const spec = dict(budget.spec);
  const problems: string[] = [];
  if (!selects(dict(spec.selector), podLabels)) problems.push(`${app}: PodDisruptionBudget misses the pods`);
  const minReplicas = Number(dict(findObject(objects, 'HorizontalPodAutoscaler', app)?.spec).minReplicas);
  // A budget that no pod count satisfies with a pod gone blocks every node drain.
  if (spec.minAvailable !== undefined && !(Number(spec.minAvailable) < minReplicas)) {
    problems.push(`${app}: PodDisruptionBudget blocks drains at minReplicas`);
  }
  return problems;
}

/** Problems of one deployable's Deployment, Service, autoscaler and disruption budget. */
export function workloadProblems(app: Deployable, objects: Dict[], lagScaling: boolean): string[] {
  const deployment = findObject(objects, 'Deployment', app);
  if (!deployment) return [`${app}: no Deployment`];
  const pod = podSpecOf(deployment);
  const container = dicts(pod.containers).find((entry) => entry.name === app);
  if (!container) return [`${app}: no container named ${app}`];
  const podLabels = podLabelsOf(deployment);
  const service = findObject(objects, 'Service', app);
  return [
    ...probeProblems(app, container),
    ...resourceProblems(app, container),
    ...securityProblems(app, pod, container),
    ...autoscalerProblems(app, objects, lagScaling),
    ...disruptionProblems(app, objects, podLabels),
    ...(service && selects({ matchLabels: dict(service.spec).selector }, podLabels)
      ? []
      : [`${app}: no Service selecting its pods`]),
  ];
}
