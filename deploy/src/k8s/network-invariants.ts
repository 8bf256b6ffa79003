import { serviceNames } from '../start/deployables';
import {
  type Deployable,
  type Dict,
  deployables,
  dict,
  dicts,
  findObject,
  list,
  text,
} from './rendered-objects';
import { podLabelsOf, podSpecOf } from './workload-invariants';

interface Pod {
  app: Deployable;
  labels: Dict;
  ports: Dict[];
}

/** Where a connection goes: a pod of the bundle, or anything outside the namespace (engines, Stripe, DNS). */
interface Destination {
  pod?: Pod;
  portName?: string;
  port: number;
  protocol?: 'TCP' | 'UDP';
}

function matches(selector: Dict, labels: Dict): boolean {
  const byLabel = Object.entries(dict(selector.matchLabels)).every(([key, value]) => labels[key] === value);
  return (
    byLabel &&
    dicts(selector.matchExpressions).every((expression) => {
      const value = labels[text(expression.key) ?? ''];
      const values = list(expression.values);
      if (expression.operator === 'In') return values.includes(value);
      if (expression.operator === 'NotIn') return !values.includes(value);
      if (expression.operator === 'Exists') return value !== undefined;
      return value === undefined;
    })
  );
}

function portsMatch(rulePorts: unknown, to: Destination): boolean {
  const entries = dicts(rulePorts);
  return (
    entries.length === 0 ||
    entries.some(
      (entry) =>
        (entry.protocol ?? 'TCP') === (to.protocol ?? 'TCP') &&
        (entry.port === undefined || entry.port === to.portName || Number(entry.port) === to.port),
    )
  );
}

/** A peer of the same namespace is a bare podSelector; one with a namespace or address range is outside. */
function peerMatches(peer: Dict, pod: Pod | undefined): boolean {
  const inNamespace = peer.namespaceSelector === undefined && peer.ipBlock === undefined;
  return pod ? inNamespace && matches(dict(peer.podSelector), pod.labels) : !inNamespace;
}

function selecting(policies: Dict[], labels: Dict, type: 'Ingress' | 'Egress'): Dict[] {
  return policies.filter((policy) => {
    const spec = dict(policy.spec);
    return matches(dict(spec.podSelector), labels) && list(spec.policyTypes).includes(type);
  });
}

function allowed(policies: Dict[], from: Pod, to: Destination): boolean {
  const egress = selecting(policies, from.labels, 'Egress').flatMap((policy) =>
    dicts(dict(policy.spec).egress),
  );
  const out = egress.some(
    (rule) =>
      portsMatch(rule.ports, to) &&
      (rule.to === undefined || dicts(rule.to).some((peer) => peerMatches(peer, to.pod))),
  );
  if (!out || !to.pod) return out;
  const ingress = selecting(policies, to.pod.labels, 'Ingress').flatMap((policy) =>
    dicts(dict(policy.spec).ingress),
  );
  return ingress.some(
    (rule) =>
      portsMatch(rule.ports, to) &&
      (rule.from === undefined || dicts(rule.from).some((peer) => peerMatches(peer, from))),
  );
}

/** Pod-to-pod traffic the platform needs (ARCHITECTURE §1, §2): web → BFF → services, and the services' own gRPC calls. */
const intended = new Set([
  'web→bff:http',
  ...serviceNames.map((service) => `bff→${service}:grpc`),
  'booking→catalog:grpc',
  'payment→booking:grpc',
  'payment→catalog:grpc',
]);

function podMatrixProblems(policies: Dict[], pods: Pod[]): string[] {
  return pods.flatMap((from) =>
    pods.flatMap((to) =>
      to === from
        ? []
        : to.ports.flatMap((port) => {
            const path = `${from.app}→${to.app}:${text(port.name) ?? ''}`;
            const open = allowed(policies, from, {
              pod: to,
              portName: text(port.name),
              port: Number(port.containerPort),
            });
            if (open === intended.has(path)) return [];
            return [
              open ? `network: ${path} is open but not needed` : `network: ${path} is needed but blocked`,
            ];
          }),
    ),
  );
}

/** The services that call out over https, and whom: no other service reaches the internet on 443. */
const httpsPeers: Partial<Record<string, string>> = {
  payment: 'Stripe',
  // Web Push (issue 30 item 4): each browser's push service, on whatever host its vendor runs.
  notification: 'push services',
};

function outsideProblems(policies: Dict[], pods: Pod[]): string[] {
  const services: readonly string[] = serviceNames;
  return pods.flatMap((pod) => {
    const reaches = (port: number, protocol: 'TCP' | 'UDP' = 'TCP') =>
      allowed(policies, pod, { port, protocol });
    const isService = services.includes(pod.app);
    const problems: string[] = [];
    if (!reaches(53, 'UDP')) problems.push(`network: ${pod.app} cannot resolve names`);
    for (const [engine, port] of [
      ['PostgreSQL', 5432],
      ['Kafka', 9092],
    ] as const) {
      if (reaches(port) !== isService) {
        problems.push(`network: ${pod.app} ${isService ? 'cannot reach' : 'reaches'} ${engine} on ${port}`);
      }
    }
    const httpsPeer = httpsPeers[pod.app];
    if (isService && reaches(443) !== (httpsPeer !== undefined)) {
      problems.push(
        `network: ${pod.app} ${httpsPeer ? `cannot reach ${httpsPeer}` : 'reaches the internet'} on 443`,
      );
    }
    return problems;
  });
}

/** Rules that would open more than they name: every egress rule says where and on which ports. */
function openRuleProblems(policies: Dict[]): string[] {
  return policies.flatMap((policy) =>
    dicts(dict(policy.spec).egress).flatMap((rule) => {
      const name = text(dict(policy.metadata).name) ?? '';
      if (rule.to === undefined || dicts(rule.to).length === 0)
        return [`network: ${name} allows egress to anywhere`];
      return dicts(rule.ports).length === 0 ? [`network: ${name} allows egress on every port`] : [];
    }),
  );
}

/** NetworkPolicy problems of a rendered overlay: default-deny, the pod matrix, engines, egress. */
export function networkProblems(objects: Dict[]): string[] {
  const policies = objects.filter((object) => object.kind === 'NetworkPolicy');
  const pods = deployables.flatMap((app): Pod[] => {
    const deployment = findObject(objects, 'Deployment', app);
    if (!deployment) return [];
    const ports = dicts(podSpecOf(deployment).containers).flatMap((container) => dicts(container.ports));
    return [{ app, labels: podLabelsOf(deployment), ports }];
  });
  const denyAll = policies.some((policy) => {
    const spec = dict(policy.spec);
    const types = list(spec.policyTypes);
    return (
      Object.keys(dict(spec.podSelector)).length === 0 &&
      types.includes('Ingress') &&
      types.includes('Egress') &&
      spec.ingress === undefined &&
      spec.egress === undefined
    );
  });
  const unselected = pods
    .filter((pod) => selecting(policies, pod.labels, 'Ingress').length === 0)
    .map((pod) => `network: no NetworkPolicy selects ${pod.app}`);
  return [
    ...(denyAll ? [] : ['network: no default-deny NetworkPolicy']),
    ...unselected,
    ...podMatrixProblems(policies, pods),
    ...outsideProblems(policies, pods),
    ...openRuleProblems(policies),
  ];
}
