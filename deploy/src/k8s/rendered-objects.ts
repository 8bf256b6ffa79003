import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { repoRoot, serviceNames } from '../start/deployables';

/** The overlays under deploy/k8s/overlays; each renders a whole, appliable bundle. */
export const overlays = ['dev', 'prod'] as const;
export type Overlay = (typeof overlays)[number];

export const deployables = [...serviceNames, 'bff', 'web'] as const;
export type Deployable = (typeof deployables)[number];

/** The services that consume Kafka (ARCHITECTURE §2), whose autoscalers also follow consumer lag. */
export const kafkaConsumers: readonly Deployable[] = ['catalog', 'booking', 'payment', 'notification'];

export type Dict = Record<string, unknown>;

export const isDict = (value: unknown): value is Dict =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const dict = (value: unknown): Dict => (isDict(value) ? value : {});
export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
export const dicts = (value: unknown): Dict[] => list(value).map(dict);
export const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

export const nameOf = (object: Dict): string => text(dict(object.metadata).name) ?? '';

export function findObject(objects: Dict[], kind: string, name: string): Dict | undefined {
  return objects.find((object) => object.kind === kind && nameOf(object) === name);
}

/** YAML text of several documents, as kustomize prints it, to plain objects. */
export function parseRendered(yamlText: string): Dict[] {
  return parseAllDocuments(yamlText).flatMap((document) => {
    if (document.errors.length > 0) throw new Error(document.errors.map((e) => e.message).join('; '));
    const object: unknown = document.toJS();
    return isDict(object) ? [object] : [];
  });
}

/**
 * Renders an overlay with deploy/scripts/render-k8s.sh, which runs the pinned kustomize (built
 * from the Go module proxy into .cache/bin on first use, a few minutes once).
 */
export function renderOverlay(overlay: Overlay): Dict[] {
  const script = join(repoRoot, 'deploy', 'scripts', 'render-k8s.sh');
  const yamlText = execFileSync('bash', [script, overlay], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return parseRendered(yamlText);
}
