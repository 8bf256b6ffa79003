import { serviceNames } from '../start/deployables';
import { deployedContainer, onMountedConfig } from './container-env';
import { type Dict, dict, dicts, nameOf, text } from './rendered-objects';
import { podSpecOf } from './workload-invariants';

// Issue 32 items 3 and 8: the prod bundle must not reach PostgreSQL in plaintext. The services'
// DATABASE_URL is a Secret the render cannot see, and the services refuse TLS parameters in it
// (services/kit config), so DATABASE_TLS is the one switch, and that is what is checked here.

function serviceProblems(app: string, objects: Dict[]): string[] {
  const deployed = deployedContainer(objects, app);
  if (!deployed) return [];
  const { pod, container, env } = deployed;
  const problems: string[] = [];
  const mode = env.get('DATABASE_TLS');
  if (mode !== 'verify-full')
    problems.push(
      `${app}: DATABASE_TLS is ${mode ?? 'unset (off)'}, not verify-full: the database password and rows would cross the network in plaintext or unchecked`,
    );
  const caFile = env.get('DATABASE_TLS_CA_FILE');
  if (caFile !== undefined && !onMountedConfig(pod, container, caFile))
    problems.push(`${app}: DATABASE_TLS_CA_FILE ${caFile} is on no mounted ConfigMap or Secret`);
  return problems;
}

const plaintextSslModes = /\bsslmode=(disable|allow|prefer)\b/i;

/** Settings anywhere in the render (ConfigMaps, literal env) that would say plaintext. */
function plaintextSettingProblems(objects: Dict[]): string[] {
  const settings: [string, string, string][] = [];
  for (const object of objects) {
    if (object.kind === 'ConfigMap')
      for (const [key, value] of Object.entries(dict(object.data)))
        settings.push([`ConfigMap ${nameOf(object)}`, key, text(value) ?? '']);
    if (object.kind === 'Deployment')
      for (const container of dicts(podSpecOf(object).containers))
        for (const variable of dicts(container.env))
          if (variable.value !== undefined)
            settings.push([`${nameOf(object)} env`, text(variable.name) ?? '', text(variable.value) ?? '']);
  }
  return settings.flatMap(([where, key, value]) => [
    ...(/^postgres(ql)?:\/\//i.test(value.trim())
      ? [
          `${where}: ${key} is a database URL outside a Secret (URLs come from Secrets, TLS from DATABASE_TLS)`,
        ]
      : []),
    ...(plaintextSslModes.test(value) || (key === 'PGSSLMODE' && /^(disable|allow|prefer)$/i.test(value))
      ? [`${where}: ${key} asks for a plaintext database connection`]
      : []),
    ...(key === 'DATABASE_TLS' && value !== 'verify-full'
      ? [`${where}: DATABASE_TLS=${value}, not verify-full`]
      : []),
  ]);
}

/** What a bundle against a database over the network must hold: verify-full for every service. */
export function databaseTlsProblems(objects: Dict[]): string[] {
  return [
    ...serviceNames.flatMap((app) => serviceProblems(app, objects)),
    ...plaintextSettingProblems(objects),
  ];
}
