import { posix } from 'node:path';
import { type Dict, dict, dicts, findObject, text } from './rendered-objects';
import { podSpecOf } from './workload-invariants';

/** A variable as the kubelet resolves it: its value, or undefined when it comes from a Secret or an object outside the render. */
export type ResolvedEnv = Map<string, string | undefined>;

function configMapData(objects: Dict[], name: unknown): Dict {
  return dict(findObject(objects, 'ConfigMap', text(name) ?? '')?.data);
}

/** envFrom in order (a later source wins), then env, which wins over every envFrom. */
export function resolvedEnv(objects: Dict[], container: Dict): ResolvedEnv {
  const env: ResolvedEnv = new Map();
  for (const source of dicts(container.envFrom)) {
    const prefix = text(source.prefix) ?? '';
    const configMap = dict(source.configMapRef);
    if (configMap.name === undefined) continue;
    for (const [key, value] of Object.entries(configMapData(objects, configMap.name)))
      env.set(prefix + key, text(value));
  }
  for (const variable of dicts(container.env)) {
    const name = text(variable.name);
    if (name === undefined) continue;
    const fromConfigMap = dict(dict(variable.valueFrom).configMapKeyRef);
    const value =
      variable.value !== undefined
        ? text(variable.value)
        : text(configMapData(objects, fromConfigMap.name)[text(fromConfigMap.key) ?? '']);
    env.set(name, value);
  }
  return env;
}

/**
 * Whether `file` is a file of a ConfigMap or Secret volume mounted into the container; with
 * `secretOnly`, of a Secret's (a private key must not sit in a ConfigMap, which anyone with read
 * access to the namespace's configuration sees).
 */
export function onMountedConfig(pod: Dict, container: Dict, file: string, secretOnly = false): boolean {
  return dicts(container.volumeMounts).some((mount) => {
    const mountPath = text(mount.mountPath) ?? '';
    const relative = posix.relative(mountPath, file);
    if (relative === '' || relative.startsWith('..') || posix.isAbsolute(relative)) return false;
    const volume = dicts(pod.volumes).find((entry) => entry.name === mount.name);
    const source = dict(volume?.configMap ?? volume?.secret);
    if (volume === undefined || (volume.configMap === undefined && volume.secret === undefined)) return false;
    if (secretOnly && volume.secret === undefined) return false;
    const items = dicts(source.items);
    return items.length === 0 || items.some((item) => item.path === relative);
  });
}

/** A deployable's pod, its own container and that container's resolved environment, when it is rendered. */
export function deployedContainer(objects: Dict[], app: string) {
  const deployment = findObject(objects, 'Deployment', app);
  if (!deployment) return undefined;
  const pod = podSpecOf(deployment);
  const container = dicts(pod.containers).find((entry) => entry.name === app) ?? {};
  return { pod, container, env: resolvedEnv(objects, container) };
}
