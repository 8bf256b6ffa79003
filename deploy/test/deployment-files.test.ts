import { describe, expect, it } from '@jest/globals';
import { ephemeralPortProblem, linuxDefaultEphemeralRange } from '@moorline/kit';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

// No Docker engine or cluster is needed: these tests read docker-compose.yml, deploy/Dockerfile,
// .dockerignore and deploy/k8s, and check what a typo would otherwise break only at deploy time.
// The rendered overlays (kustomize, API schemas, policies) are checked in k8s-manifests.test.ts.
// Each check is a function that returns the problems it finds; every one is also run on a
// deliberately broken copy, so a check that can no longer fail is noticed.

const repoRoot = join(__dirname, '..', '..');
const k8sDir = join(repoRoot, 'deploy', 'k8s');
const k8sBaseDir = join(k8sDir, 'base');
const services = ['auth', 'catalog', 'booking', 'payment', 'notification'] as const;
const deployables = [...services, 'bff', 'web'] as const;
const secretLooking = /(DATABASE_URL|SMTP_URL|PASSWORD|SECRET|TOKEN|PRIVATE_KEY)$/;

type Dict = Record<string, unknown>;
type Exists = (relativePath: string) => boolean;

const isDict = (value: unknown): value is Dict =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const dict = (value: unknown): Dict => (isDict(value) ? value : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
const strings = (value: unknown): string[] => list(value).flatMap((item) => text(item) ?? []);
const read = (path: string) => readFileSync(path, 'utf8');
const existsIn =
  (dir: string): Exists =>
  (relativePath) =>
    existsSync(join(dir, relativePath));

/** Compose's `${VAR:-default}` and `${VAR-default}` resolve to their defaults: results must not depend on the shell. */
function interpolate(value: string): string {
  return value.replace(
    /\$\{[A-Za-z_][A-Za-z0-9_]*(?::?-([^}]*))?\}/g,
    (_match, fallback?: string) => fallback ?? '',
  );
}

// ---------------------------------------------------------------------------------------------
// docker-compose.yml

function loadCompose(): Dict {
  return dict(parse(read(join(repoRoot, 'docker-compose.yml')), { merge: true }));
}

function buildProblems(name: string, build: unknown, exists: Exists): string[] {
  if (build === undefined) return [];
  const context = interpolate(text(build) ?? text(dict(build).context) ?? '.');
  const dockerfile = posix.join(context, interpolate(text(dict(build).dockerfile) ?? 'Dockerfile'));
  const problems: string[] = [];
  if (!exists(context)) problems.push(`compose ${name}: build context ${context} does not exist`);
  if (!exists(dockerfile)) problems.push(`compose ${name}: dockerfile ${dockerfile} does not exist`);
  return problems;
}

function envFileProblems(name: string, envFile: unknown, exists: Exists): string[] {
  const entries = envFile === undefined ? [] : Array.isArray(envFile) ? envFile : [envFile];
  return entries.flatMap((entry) => {
    const path = interpolate(text(entry) ?? text(dict(entry).path) ?? '');
    if (dict(entry).required === false || exists(path)) return [];
    return [`compose ${name}: env_file ${path} does not exist`];
  });
}

function volumeProblems(name: string, volumes: unknown, declared: Dict, exists: Exists): string[] {
  return list(volumes).flatMap((volume) => {
    const short = text(volume);
    const source = interpolate(
      short !== undefined ? (short.split(':')[0] ?? '') : (text(dict(volume).source) ?? ''),
    );
    const isBind = short !== undefined ? /^[./~]/.test(source) : dict(volume).type === 'bind';
    if (isBind) {
      return exists(source) ? [] : [`compose ${name}: bind-mounted host path ${source} does not exist`];
    }
    if (source === '' || source in declared) return [];
    return [`compose ${name}: named volume ${source} is not declared under volumes`];
  });
}

function dependsOnProblems(name: string, dependsOn: unknown, all: Dict): string[] {
  const targets = Array.isArray(dependsOn) ? strings(dependsOn) : Object.keys(dict(dependsOn));
  return targets.flatMap((target) => {
    if (!(target in all)) return [`compose ${name}: depends_on ${target}, which is not a service`];
    const waitsForHealth = dict(dict(dependsOn)[target]).condition === 'service_healthy';
    const hasCheck = dict(dict(all[target]).healthcheck).test !== undefined;
    return waitsForHealth && !hasCheck
      ? [`compose ${name}: waits for ${target} to be healthy, which has no healthcheck`]
      : [];
  });
}

/** Host ports a service publishes, as "port/protocol"; ports published to a random host port are left out. */
function publishedPorts(port: unknown): string[] {
  if (isDict(port)) {
    const published = text(port.published);
    return published
      ? expandRange(interpolate(published)).map((p) => `${p}/${text(port.protocol) ?? 'tcp'}`)
      : [];
  }
  const [mapping = '', protocol = 'tcp'] = interpolate(text(port) ?? '').split('/');
  const parts = mapping.split(':');
  const host = parts.length >= 2 ? parts[parts.length - 2] : undefined;
  return host ? expandRange(host).map((p) => `${p}/${protocol}`) : [];
}

function expandRange(range: string): string[] {
  const [from = '', to] = range.split('-');
  if (to === undefined) return [from];
  return Array.from({ length: Number(to) - Number(from) + 1 }, (_, index) => String(Number(from) + index));
}

/**
 * Issue 26: a fixed port inside Linux's default ephemeral range can be held by an outgoing
 * connection, or its TIME_WAIT, when the process comes to listen on it.
 */
function ephemeralPortProblems(where: string, ports: (string | undefined)[]): string[] {
  return ports.flatMap((port) => {
    const problem = ephemeralPortProblem(Number(port), linuxDefaultEphemeralRange);
    return problem === undefined ? [] : [`${where}: ${problem}`];
  });
}

/** The host ports a compose service publishes and the ports its settings make it listen on. */
function composeFixedPorts(service: Dict): (string | undefined)[] {
  const settings = Object.entries(dict(service.environment)).filter(([key]) => key.endsWith('_PORT'));
  return [
    ...list(service.ports)
      .flatMap(publishedPorts)
      .map((port) => port.split('/')[0]),
    ...settings.map(([, value]) => interpolate(text(value) ?? '')),
  ];
}

function composeProblems(compose: Dict, exists: Exists): string[] {
  const all = dict(compose.services);
  const declaredVolumes = dict(compose.volumes);
  const portOwners = new Map<string, string>();
  const problems: string[] = [];
  for (const [name, raw] of Object.entries(all)) {
    const service = dict(raw);
    problems.push(
      ...buildProblems(name, service.build, exists),
      ...envFileProblems(name, service.env_file, exists),
      ...volumeProblems(name, service.volumes, declaredVolumes, exists),
      ...dependsOnProblems(name, service.depends_on, all),
      ...ephemeralPortProblems(`compose ${name}`, composeFixedPorts(service)),
    );
    for (const port of list(service.ports).flatMap(publishedPorts)) {
      const owner = portOwners.get(port);
      if (owner) problems.push(`compose ${name}: host port ${port} is already published by ${owner}`);
      else portOwners.set(port, name);
    }
  }
  for (const app of deployables) {
    const build = dict(dict(all[app]).build);
    if (!(app in all)) problems.push(`compose: deployable ${app} is missing`);
    else if (build.dockerfile !== 'deploy/Dockerfile' || text(dict(build.args).APP) !== app) {
      problems.push(`compose ${app}: not built from deploy/Dockerfile with APP=${app}`);
    }
  }
  return problems;
}

describe('docker-compose.yml', () => {
  const compose = loadCompose();
  const exists = existsIn(repoRoot);
  const broken = (change: (services: Dict) => void) => {
    const copy = structuredClone(compose);
    change(dict(copy.services));
    return composeProblems(copy, exists);
  };

  it('when the repository file is read, then every path, dependency, port and deployable checks out', () => {
    expect(composeProblems(compose, exists)).toEqual([]);
  });

  it('when every service is listed, then it holds the deployables and their engines', () => {
    expect(Object.keys(dict(compose.services))).toEqual(
      expect.arrayContaining([...deployables, 'postgres', 'kafka', 'mailpit', 'jaeger']),
    );
  });

  it('when a build context has a typo, then the check reports it', () => {
    const problems = broken((s) => (dict(dict(s.auth).build).context = './deploi'));
    expect(problems).toContain('compose auth: build context ./deploi does not exist');
  });

  it('when a dockerfile path has a typo, then the check reports it', () => {
    const problems = broken((s) => (dict(dict(s.bff).build).dockerfile = 'deploy/Dockerfle'));
    expect(problems).toEqual(
      expect.arrayContaining([expect.stringContaining('dockerfile deploy/Dockerfle does not exist')]),
    );
  });

  it('when an env_file has a typo, then the check reports it', () => {
    const problems = broken((s) => (dict(s.booking).env_file = 'deploy/compose/moorlin.env'));
    expect(problems).toContain('compose booking: env_file deploy/compose/moorlin.env does not exist');
  });

  it('when a bind-mounted host path has a typo, then the check reports it', () => {
    const problems = broken(
      (s) =>
        (dict(s.postgres).volumes = ['./deploy/compose/postgres/init.sh:/docker-entrypoint-initdb.d/x.sh']),
    );
    expect(problems).toContain(
      'compose postgres: bind-mounted host path ./deploy/compose/postgres/init.sh does not exist',
    );
  });

  it('when a service depends on one that does not exist, then the check reports it', () => {
    const problems = broken((s) => (dict(s.bff).depends_on = { autth: { condition: 'service_healthy' } }));
    expect(problems).toContain('compose bff: depends_on autth, which is not a service');
  });

  it('when two services publish the same host port, then the check reports it', () => {
    const problems = broken((s) => (dict(s.mailpit).ports = ['8000:8025']));
    expect(problems.some((problem) => problem.includes('host port 8000/tcp is already published'))).toBe(
      true,
    );
  });

  it('when a service listens or publishes inside the ephemeral range, then the check reports it', () => {
    const problems = broken((s) => {
      dict(s.payment).ports = ['127.0.0.1:50054:50054'];
      dict(s.payment).environment = { ...dict(dict(s.payment).environment), GRPC_PORT: '50054' };
    });
    const inRange = problems.filter((problem) =>
      problem.startsWith("compose payment: 50054 lies in the kernel's ephemeral port range 32768–60999"),
    );
    expect(inRange).toHaveLength(2);
  });

  it('when a deployable is missing, then the check reports it', () => {
    const problems = broken((s) => delete s.web);
    expect(problems).toContain('compose: deployable web is missing');
  });
});

// ---------------------------------------------------------------------------------------------
// deploy/Dockerfile and .dockerignore

interface Instruction {
  keyword: string;
  args: string;
}

/** Instructions with continuation lines joined; comment lines dropped, also inside a continuation. */
function dockerInstructions(dockerfile: string): Instruction[] {
  const instructions: Instruction[] = [];
  let pending = '';
  for (const raw of dockerfile.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1)} `;
      continue;
    }
    const whole = `${pending}${line}`;
    pending = '';
    const keyword = whole.split(/\s+/)[0] ?? '';
    instructions.push({ keyword: keyword.toUpperCase(), args: whole.slice(keyword.length).trim() });
  }
  return instructions;
}

/** The build-context sources of a COPY or ADD; none when it copies from another stage. */
function copySources(args: string): string[] {
  let rest = args;
  const flags: string[] = [];
  for (let flag = /^(--\S+)\s+/.exec(rest); flag; flag = /^(--\S+)\s+/.exec(rest)) {
    flags.push(flag[1] ?? '');
    rest = rest.slice(flag[0].length);
  }
  if (flags.some((flag) => flag.startsWith('--from'))) return [];
  const words: unknown = rest.startsWith('[') ? JSON.parse(rest) : rest.split(/\s+/);
  return strings(words)
    .slice(0, -1)
    .filter((source) => !source.startsWith('<<'));
}

function globToRegExp(glob: string): RegExp {
  let pattern = '';
  for (let index = 0; index < glob.length; index += 1) {
    const char = glob.charAt(index);
    if (glob.startsWith('**/', index)) {
      pattern += '(?:.*/)?';
      index += 2;
    } else if (glob.startsWith('**', index)) {
      pattern += '.*';
      index += 1;
    } else if (char === '*') pattern += '[^/]*';
    else if (char === '?') pattern += '[^/]';
    else pattern += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${pattern}$`);
}

/** Whether .dockerignore keeps a path out of the build context (a match on any parent excludes it too). */
function dockerignoreMatcher(dockerignore: string): (path: string) => boolean {
  const rules = dockerignore
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => ({
      negated: line.startsWith('!'),
      pattern: globToRegExp(posix.normalize(line.replace(/^!/, '').replace(/^\/+/, ''))),
    }));
  return (path) => {
    const parts = posix.normalize(path).split('/');
    const candidates = parts.map((_, index) => parts.slice(0, index + 1).join('/'));
    let excluded = false;
    for (const rule of rules) {
      if (candidates.some((candidate) => rule.pattern.test(candidate))) excluded = !rule.negated;
    }
    return excluded;
  };
}

/** The workspace folders the root package.json declares (only `dir` and `dir/*` forms are used). */
function workspaceFolders(): string[] {
  const manifest = dict(JSON.parse(read(join(repoRoot, 'package.json'))));
  return strings(manifest.workspaces).flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return readdirSync(join(repoRoot, parent))
      .map((entry) => `${parent}/${entry}`)
      .filter((folder) => existsSync(join(repoRoot, folder, 'package.json')));
  });
}

interface DockerfileInput {
  dockerfile: string;
  exists: Exists;
  ignored: (path: string) => boolean;
  workspaces: string[];
}

function dockerfileProblems({ dockerfile, exists, ignored, workspaces }: DockerfileInput): string[] {
  const instructions = dockerInstructions(dockerfile);
  const problems: string[] = [];
  const install = instructions.findIndex((i) => i.keyword === 'RUN' && /\bnpm ci\b/.test(i.args));
  if (install < 0) problems.push('Dockerfile: no RUN npm ci');
  const copiedBeforeInstall = new Set<string>();
  instructions.forEach((instruction, index) => {
    if (instruction.keyword !== 'COPY' && instruction.keyword !== 'ADD') return;
    for (const source of copySources(instruction.args)) {
      if (index < install) copiedBeforeInstall.add(source);
      if (!exists(source)) {
        problems.push(`Dockerfile: COPY source ${source} does not exist`);
      } else if (ignored(source)) {
        problems.push(`Dockerfile: COPY source ${source} is excluded by .dockerignore`);
      }
    }
  });
  for (const folder of workspaces) {
    if (!copiedBeforeInstall.has(`${folder}/package.json`)) {
      problems.push(
        `Dockerfile: ${folder}/package.json is not copied before npm ci, which then rejects the lockfile`,
      );
    }
  }
  const runners = instructions.filter((i) => ['CMD', 'ENTRYPOINT', 'HEALTHCHECK'].includes(i.keyword));
  for (const instruction of runners) {
    for (const [, file = ''] of instruction.args.matchAll(/\/app\/([\w./-]+)/g)) {
      if (!exists(file) || ignored(file)) {
        problems.push(`Dockerfile: ${instruction.keyword} runs /app/${file}, which the image lacks`);
      }
    }
  }
  const users = instructions.filter((i) => i.keyword === 'USER').map((i) => i.args);
  if (['', 'root', '0'].includes(users[users.length - 1] ?? '')) {
    problems.push('Dockerfile: the final stage runs as root');
  }
  if (!instructions.some((i) => i.keyword === 'HEALTHCHECK')) problems.push('Dockerfile: no HEALTHCHECK');
  if (!instructions.some((i) => i.keyword === 'ARG' && /^APP\b/.test(i.args))) {
    problems.push('Dockerfile: no APP build argument');
  }
  return problems;
}

describe('deploy/Dockerfile', () => {
  const dockerfile = read(join(repoRoot, 'deploy', 'Dockerfile'));
  const input: DockerfileInput = {
    dockerfile,
    exists: existsIn(repoRoot),
    ignored: dockerignoreMatcher(read(join(repoRoot, '.dockerignore'))),
    workspaces: workspaceFolders(),
  };

  it('when the repository file is read, then every COPY source, workspace manifest and script is there', () => {
    expect(dockerfileProblems(input)).toEqual([]);
  });

  it('when the image starts, then its entry script knows every deployable and each entry exists', () => {
    const entrypoint = read(join(repoRoot, 'deploy', 'compose', 'entrypoint.sh'));
    for (const app of deployables) expect(entrypoint).toMatch(new RegExp(`\\b${app}\\b`));
    for (const service of services) {
      expect(existsSync(join(repoRoot, 'services', service, 'src', 'main.ts'))).toBe(true);
    }
    expect(existsSync(join(repoRoot, 'bff', 'src', 'main.ts'))).toBe(true);
    expect(existsSync(join(repoRoot, 'web', 'package.json'))).toBe(true);
  });

  it('when a COPY source has a typo, then the check reports it', () => {
    const problems = dockerfileProblems({
      ...input,
      dockerfile: dockerfile.replace('bff/package.json', 'bff/pakage.json'),
    });
    expect(problems).toContain('Dockerfile: COPY source bff/pakage.json does not exist');
  });

  it('when a workspace manifest is not copied, then the check reports it', () => {
    const problems = dockerfileProblems({
      ...input,
      dockerfile: dockerfile.replace('COPY web/package.json web/', ''),
    });
    expect(problems).toContain(
      'Dockerfile: web/package.json is not copied before npm ci, which then rejects the lockfile',
    );
  });

  it('when .dockerignore excludes what the image needs, then the check reports it', () => {
    const ignored = dockerignoreMatcher(`${read(join(repoRoot, '.dockerignore'))}\ndeploy/compose\n`);
    const problems = dockerfileProblems({ ...input, ignored });
    expect(problems).toContain(
      'Dockerfile: CMD runs /app/deploy/compose/entrypoint.sh, which the image lacks',
    );
  });

  it('when .dockerignore is read, then it keeps dependencies and build output out and sources in', () => {
    const ignored = input.ignored;
    for (const path of [
      'node_modules',
      'web/node_modules/x',
      'web/.next',
      '.data',
      '.git',
      'web/test-results',
    ]) {
      expect(ignored(path)).toBe(true);
    }
    for (const path of [
      'package-lock.json',
      'services/booking/src/main.ts',
      'proto/package.json',
      'deploy/compose/healthcheck.mjs',
    ]) {
      expect(ignored(path)).toBe(false);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// deploy/k8s/base, whose files the overlays in deploy/k8s/overlays build on

interface KubeBundle {
  kustomization: Dict;
  documents: Dict[];
  /** Each ConfigMap the kustomization generates, by name, with its merged keys. */
  configMaps: Map<string, Record<string, string>>;
  /** Top-level YAML files of deploy/k8s/base besides kustomization.yaml. */
  yamlFiles: string[];
  exists: Exists;
}

function parseEnvFile(content: string): Record<string, string> {
  const lines = content.split('\n').filter((line) => line.trim() !== '' && !line.trim().startsWith('#'));
  return Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf('=')).trim(), line.slice(line.indexOf('=') + 1)]),
  );
}

function generatorFiles(generator: unknown): string[] {
  return [
    ...strings(dict(generator).envs),
    ...strings(dict(generator).files).map((file) => file.split('=').pop() ?? file),
  ];
}

function loadKubeBundle(): KubeBundle {
  const kustomization = dict(parse(read(join(k8sBaseDir, 'kustomization.yaml'))));
  const exists = existsIn(k8sBaseDir);
  const documents = strings(kustomization.resources)
    .filter((resource) => /\.ya?ml$/.test(resource) && exists(resource))
    .flatMap((resource) =>
      parseAllDocuments(read(join(k8sBaseDir, resource))).map((document) => dict(document.toJS())),
    );
  const configMaps = new Map(
    list(kustomization.configMapGenerator).map((generator) => {
      const envs = strings(dict(generator).envs).filter(exists);
      const merged = Object.assign({}, ...envs.map((env) => parseEnvFile(read(join(k8sBaseDir, env)))));
      return [text(dict(generator).name) ?? '', merged as Record<string, string>] as const;
    }),
  );
  const yamlFiles = readdirSync(k8sBaseDir).filter(
    (file) => /\.ya?ml$/.test(file) && file !== 'kustomization.yaml',
  );
  return { kustomization, documents, configMaps, yamlFiles, exists };
}

function referencedFileProblems({ kustomization, yamlFiles, exists }: KubeBundle): string[] {
  const referenced = [
    ...strings(kustomization.resources),
    ...strings(kustomization.components),
    ...list(kustomization.patches).flatMap((patch) => text(dict(patch).path) ?? []),
    ...strings(kustomization.patchesStrategicMerge),
    ...list(kustomization.configMapGenerator).flatMap(generatorFiles),
    ...list(kustomization.secretGenerator).flatMap(generatorFiles),
  ];
  const missing = referenced
    .filter((file) => !exists(file))
    .map((file) => `kustomization: ${file} does not exist`);
  const resources = strings(kustomization.resources);
  const orphans = yamlFiles
    .filter((file) => !resources.includes(file))
    .map((file) => `kustomization: ${file} is not listed in resources`);
  return [...missing, ...orphans];
}

function findDocument(documents: Dict[], kind: string, name: string): Dict | undefined {
  return documents.find((document) => document.kind === kind && dict(document.metadata).name === name);
}

function secretProblems({ documents, configMaps }: KubeBundle): string[] {
  const inlineSecrets = documents
    .filter((document) => document.kind === 'Secret')
    .map(
      (document) =>
        `k8s: Secret ${text(dict(document.metadata).name)} is written inline; secrets are created outside the bundle`,
    );
  const inConfig = [...configMaps].flatMap(([name, values]) =>
    Object.keys(values)
      .filter((key) => secretLooking.test(key))
      .map((key) => `k8s: ConfigMap ${name} holds ${key}, which belongs in a Secret`),
  );
  return [...inlineSecrets, ...inConfig];
}

function hpaProblems(app: string, documents: Dict[]): string[] {
  const hpa = findDocument(documents, 'HorizontalPodAutoscaler', app);
  if (!hpa) return [`k8s ${app}: no HorizontalPodAutoscaler`];
  const spec = dict(hpa.spec);
  const target = dict(spec.scaleTargetRef);
  const scalesOnCpu = list(spec.metrics).some((metric) => dict(dict(metric).resource).name === 'cpu');
  const problems: string[] = [];
  if (hpa.apiVersion !== 'autoscaling/v2') {
    problems.push(`k8s ${app}: HorizontalPodAutoscaler is not autoscaling/v2`);
  }
  if (target.kind !== 'Deployment' || target.name !== app) {
    problems.push(`k8s ${app}: HorizontalPodAutoscaler does not target Deployment ${app}`);
  }
  if (Number(spec.minReplicas) < 2 || Number(spec.maxReplicas) <= Number(spec.minReplicas)) {
    problems.push(`k8s ${app}: HorizontalPodAutoscaler needs minReplicas >= 2 and a higher maxReplicas`);
  }
  if (!scalesOnCpu) problems.push(`k8s ${app}: HorizontalPodAutoscaler does not scale on CPU`);
  return problems;
}

function probeProblems(app: string, container: Dict, portNames: string[]): string[] {
  const isNodeService = app !== 'web';
  const expected = { readinessProbe: '/readyz', livenessProbe: '/healthz' } as const;
  return (Object.keys(expected) as (keyof typeof expected)[]).flatMap((probe) => {
    const httpGet = dict(dict(container[probe]).httpGet);
    if (text(httpGet.path) === undefined) return [`k8s ${app}: no HTTP ${probe}`];
    const problems: string[] = [];
    if (isNodeService && httpGet.path !== expected[probe]) {
      problems.push(`k8s ${app}: ${probe} is not ${expected[probe]}`);
    }
    if (typeof httpGet.port === 'string' && !portNames.includes(httpGet.port)) {
      problems.push(`k8s ${app}: ${probe} uses port ${httpGet.port}, which the container does not name`);
    }
    return problems;
  });
}

function containerProblems(app: string, container: Dict, bundle: KubeBundle): string[] {
  const ports = list(container.ports).map(dict);
  const portNames = ports.flatMap((port) => text(port.name) ?? []);
  const portNumber = (name: string) => text(ports.find((port) => port.name === name)?.containerPort);
  const resources = dict(container.resources);
  const problems = probeProblems(app, container, portNames);
  for (const [kind, values] of Object.entries({ requests: resources.requests, limits: resources.limits })) {
    if (!dict(values).cpu || !dict(values).memory) problems.push(`k8s ${app}: no cpu and memory ${kind}`);
  }
  const env = list(container.env).map(dict);
  for (const variable of env.filter((item) => secretLooking.test(text(item.name) ?? ''))) {
    if (!dict(dict(variable.valueFrom).secretKeyRef).name) {
      problems.push(`k8s ${app}: ${text(variable.name)} is not taken from a Secret`);
    }
  }
  const configNames = list(container.envFrom).flatMap(
    (from) => text(dict(dict(from).configMapRef).name) ?? [],
  );
  const config: Record<string, string> = Object.assign(
    {},
    ...configNames.map((name) => bundle.configMaps.get(name) ?? {}),
  );
  for (const name of configNames.filter((configName) => !bundle.configMaps.has(configName))) {
    problems.push(`k8s ${app}: envFrom ConfigMap ${name} is not generated by the kustomization`);
  }
  for (const [key, portName] of [
    ['GRPC_PORT', 'grpc'],
    ['HTTP_PORT', 'http'],
    ['PORT', 'http'],
  ] as const) {
    if (config[key] !== undefined && config[key] !== portNumber(portName)) {
      problems.push(
        `k8s ${app}: ${key}=${config[key]} but container port ${portName} is ${portNumber(portName)}`,
      );
    }
  }
  if ((services as readonly string[]).includes(app)) {
    if (!portNames.includes('grpc')) problems.push(`k8s ${app}: no container port named grpc`);
    if (!env.some((item) => item.name === 'DATABASE_URL')) problems.push(`k8s ${app}: no DATABASE_URL`);
  }
  return problems;
}

function deployableProblems(app: string, bundle: KubeBundle): string[] {
  const deployment = findDocument(bundle.documents, 'Deployment', app);
  const service = findDocument(bundle.documents, 'Service', app);
  if (!deployment) return [`k8s ${app}: no Deployment`];
  const template = dict(dict(deployment.spec).template);
  const podLabels = dict(dict(template.metadata).labels);
  const container = dict(list(dict(template.spec).containers)[0]);
  const problems = [...hpaProblems(app, bundle.documents), ...containerProblems(app, container, bundle)];
  if (!service) problems.push(`k8s ${app}: no Service`);
  const selector = dict(dict(service?.spec).selector);
  if (Object.entries(selector).some(([key, value]) => podLabels[key] !== value)) {
    problems.push(`k8s ${app}: Service selector misses the pods`);
  }
  const servicePorts = list(dict(service?.spec).ports).map((port) => dict(port).name);
  if ((services as readonly string[]).includes(app) && !servicePorts.includes('grpc')) {
    problems.push(`k8s ${app}: no Service port named grpc`);
  }
  const image = (text(container.image) ?? '').split(':')[0];
  const images = list(bundle.kustomization.images).map((entry) => dict(entry).name);
  if (!images.includes(image)) {
    problems.push(`k8s ${app}: image ${image} has no entry under images in the kustomization`);
  }
  return problems;
}

/**
 * A gRPC address in the configuration must name a headless Service of that service's pods, on
 * its grpc port: through a cluster IP every call of one connection lands on one pod, and pods
 * added by autoscaling get none.
 */
function grpcAddressProblems({ configMaps, documents }: KubeBundle): string[] {
  return [...configMaps.values()].flatMap((settings) =>
    Object.entries(settings)
      .filter(([key]) => key.endsWith('_GRPC_ADDRESS'))
      .flatMap(([key, address]) => {
        const app = key.replace(/_GRPC_ADDRESS$/, '').toLowerCase();
        const match = /^dns:\/\/\/([a-z0-9-]+):(\d+)$/.exec(address.trim());
        if (!match) return [`k8s ${key}: ${address} is not dns:///<headless service>:<port>`];
        const [, name, port] = match;
        const service = findDocument(documents, 'Service', name ?? '');
        if (!service) return [`k8s ${key}: no Service ${name}`];
        const spec = dict(service.spec);
        const problems: string[] = [];
        if (spec.clusterIP !== 'None') problems.push(`k8s ${key}: Service ${name} is not headless`);
        if (dict(spec.selector)['app.kubernetes.io/name'] !== app)
          problems.push(`k8s ${key}: Service ${name} does not select the ${app} pods`);
        const grpcPort = list(spec.ports)
          .map(dict)
          .find((entry) => entry.name === 'grpc');
        if (text(grpcPort?.port) !== port)
          problems.push(`k8s ${key}: Service ${name} has no grpc port ${port}`);
        return problems;
      }),
  );
}

/** Container ports and Service ports: the ones a pod listens on and the ones its peers call. */
function kubePortProblems({ documents }: KubeBundle): string[] {
  return documents.flatMap((document) => {
    const where = `k8s ${String(document.kind)} ${text(dict(document.metadata).name) ?? ''}`;
    const spec = dict(document.spec);
    const containers = list(dict(dict(spec.template).spec).containers).map(dict);
    const ports = [
      ...containers.flatMap((container) =>
        list(container.ports).map((port) => text(dict(port).containerPort)),
      ),
      ...(document.kind === 'Service' ? list(spec.ports).map((port) => text(dict(port).port)) : []),
    ];
    return ephemeralPortProblems(where, ports);
  });
}

function kubeProblems(bundle: KubeBundle): string[] {
  return [
    ...referencedFileProblems(bundle),
    ...kubePortProblems(bundle),
    ...secretProblems(bundle),
    ...grpcAddressProblems(bundle),
    ...deployables.flatMap((app) => deployableProblems(app, bundle)),
  ];
}

function yamlFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return yamlFilesUnder(path);
    return /\.ya?ml$/.test(entry.name) ? [path] : [];
  });
}

describe('deploy/k8s/base', () => {
  const bundle = loadKubeBundle();
  const broken = (change: (copy: KubeBundle) => void) => {
    const copy: KubeBundle = {
      ...bundle,
      kustomization: structuredClone(bundle.kustomization),
      documents: structuredClone(bundle.documents),
    };
    change(copy);
    return kubeProblems(copy);
  };

  it('when every YAML file is parsed, then none has an error', () => {
    const errors = yamlFilesUnder(k8sDir).flatMap((file) =>
      parseAllDocuments(read(file)).flatMap((document) =>
        document.errors.map((error) => `${file}: ${error.message}`),
      ),
    );
    expect(errors).toEqual([]);
  });

  it('when the repository manifests are read, then every file, deployable, autoscaler and probe checks out', () => {
    expect(kubeProblems(bundle)).toEqual([]);
  });

  it('when a resource in the kustomization has a typo, then the check reports it', () => {
    const problems = broken(
      (copy) =>
        (copy.kustomization.resources = strings(copy.kustomization.resources).map((r) =>
          r.replace('auth.yaml', 'auht.yaml'),
        )),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        'kustomization: auht.yaml does not exist',
        'kustomization: auth.yaml is not listed in resources',
      ]),
    );
  });

  it('when a deployable has no autoscaler, then the check reports it', () => {
    const problems = broken(
      (copy) =>
        (copy.documents = copy.documents.filter(
          (d) => !(d.kind === 'HorizontalPodAutoscaler' && dict(d.metadata).name === 'booking'),
        )),
    );
    expect(problems).toContain('k8s booking: no HorizontalPodAutoscaler');
  });

  it('when the BFF reaches a service through its cluster IP, then the check reports it', () => {
    const problems = broken((copy) => {
      copy.configMaps = new Map(copy.configMaps);
      copy.configMaps.set('bff-config', {
        ...copy.configMaps.get('bff-config'),
        CATALOG_GRPC_ADDRESS: 'catalog:15052',
      });
      const headless = findDocument(copy.documents, 'Service', 'booking-grpc');
      if (headless) headless.spec = { ...dict(headless.spec), clusterIP: undefined };
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'k8s CATALOG_GRPC_ADDRESS: catalog:15052 is not dns:///<headless service>:<port>',
        'k8s BOOKING_GRPC_ADDRESS: Service booking-grpc is not headless',
      ]),
    );
  });

  it('when a container or a Service port lies inside the ephemeral range, then the check reports it', () => {
    const problems = broken((copy) => {
      const deployment = findDocument(copy.documents, 'Deployment', 'payment');
      const container = dict(list(dict(dict(dict(deployment?.spec).template).spec).containers)[0]);
      container.ports = [...list(container.ports), { name: 'debug', containerPort: 50054 }];
      const service = findDocument(copy.documents, 'Service', 'payment-grpc');
      if (service) service.spec = { ...dict(service.spec), ports: [{ name: 'grpc', port: 50054 }] };
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^k8s Deployment payment: 50054 lies in the kernel's ephemeral port range/),
        expect.stringMatching(/^k8s Service payment-grpc: 50054 lies in the kernel's ephemeral port range/),
      ]),
    );
  });

  it('when a database URL is written inline, then the check reports it', () => {
    const problems = broken((copy) => {
      const deployment = findDocument(copy.documents, 'Deployment', 'payment');
      const container = dict(list(dict(dict(dict(deployment?.spec).template).spec).containers)[0]);
      container.env = [{ name: 'DATABASE_URL', value: 'postgres://payment:secret@db/moorline_payment' }];
    });
    expect(problems).toContain('k8s payment: DATABASE_URL is not taken from a Secret');
  });
});
