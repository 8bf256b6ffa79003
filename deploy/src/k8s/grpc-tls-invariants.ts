import { serviceNames } from '../start/deployables';
import { deployedContainer, onMountedConfig } from './container-env';
import { type Dict, dict, dicts, nameOf, text } from './rendered-objects';
import { podSpecOf } from './workload-invariants';

// Issue 32 item 2: in prod the BFF and the services speak gRPC with mutual TLS. The services would
// refuse plaintext on 0.0.0.0 at boot anyway (APP_ENV=production); this says so before a rollout.

/** The deployables that speak gRPC: the five services serve and call it, the BFF calls it. */
export const grpcDeployables = [...serviceNames, 'bff'] as const;

function deployableProblems(app: string, objects: Dict[]): string[] {
  const deployed = deployedContainer(objects, app);
  if (!deployed) return [];
  const { pod, container, env } = deployed;
  const mode = env.get('GRPC_TLS');
  if (mode !== 'mutual')
    return [
      `${app}: GRPC_TLS is ${mode ?? 'unset (off)'}, not mutual: access tokens and answers would cross the network in plaintext, and anyone reaching the port could call`,
    ];
  const problems: string[] = [];
  for (const key of ['GRPC_TLS_CA_FILE', 'GRPC_TLS_CERT_FILE']) {
    const file = env.get(key);
    if (file === undefined) problems.push(`${app}: ${key} is not set`);
    else if (!onMountedConfig(pod, container, file))
      problems.push(`${app}: ${key} ${file} is on no mounted ConfigMap or Secret`);
  }
  const keyFile = env.get('GRPC_TLS_KEY_FILE');
  if (env.has('GRPC_TLS_KEY'))
    problems.push(
      `${app}: GRPC_TLS_KEY is set in the environment; the key comes from a mounted Secret (GRPC_TLS_KEY_FILE)`,
    );
  else if (keyFile === undefined) problems.push(`${app}: GRPC_TLS_KEY_FILE is not set`);
  else if (!onMountedConfig(pod, container, keyFile, true))
    problems.push(`${app}: GRPC_TLS_KEY_FILE ${keyFile} is on no mounted Secret`);
  return problems;
}

/** GRPC_TLS other than mutual anywhere in the render (ConfigMaps, literal env). */
function plaintextSettingProblems(objects: Dict[]): string[] {
  const problems: string[] = [];
  for (const object of objects) {
    if (object.kind === 'ConfigMap') {
      const mode = text(dict(object.data).GRPC_TLS);
      if (mode !== undefined && mode !== 'mutual')
        problems.push(`ConfigMap ${nameOf(object)}: GRPC_TLS=${mode}, not mutual`);
    }
    if (object.kind === 'Deployment')
      for (const container of dicts(podSpecOf(object).containers))
        for (const variable of dicts(container.env))
          if (variable.name === 'GRPC_TLS' && variable.value !== undefined && variable.value !== 'mutual')
            problems.push(`${nameOf(object)} env: GRPC_TLS=${text(variable.value) ?? ''}, not mutual`);
  }
  return problems;
}

/** What a bundle whose pods share a network with others must hold: mutual TLS on every gRPC hop. */
export function grpcTlsProblems(objects: Dict[]): string[] {
  return [
    ...grpcDeployables.flatMap((app) => deployableProblems(app, objects)),
    ...plaintextSettingProblems(objects),
  ];
}
