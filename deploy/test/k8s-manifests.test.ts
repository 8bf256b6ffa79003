import { beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { databaseTlsProblems } from '../src/k8s/database-tls-invariants';
import { grpcDeployables, grpcTlsProblems } from '../src/k8s/grpc-tls-invariants';
import { kafkaSecurityProblems } from '../src/k8s/kafka-security-invariants';
import { manifestProblems } from '../src/k8s/manifest-problems';
import {
  type Dict,
  deployables,
  dict,
  dicts,
  findObject,
  overlays,
  renderOverlay,
} from '../src/k8s/rendered-objects';
import { schemaProblems } from '../src/k8s/schema-validation';

// Renders deploy/k8s/overlays/{dev,prod} with the real kustomize (built from the Go module proxy
// into .cache/bin on the first run, minutes once) and checks what would be applied. Each check
// also runs on a deliberately broken copy of the prod render, to show that it can fail.

const rendered = new Map<string, Dict[]>();
const renderedOverlay = (overlay: string): Dict[] => rendered.get(overlay) ?? [];

beforeAll(() => {
  for (const overlay of overlays) rendered.set(overlay, renderOverlay(overlay));
}, 900_000);

/** The prod render, changed by `change` on a copy. */
function brokenProd(change: (objects: Dict[]) => Dict[] | void): Dict[] {
  const copy = structuredClone(renderedOverlay('prod'));
  return change(copy) ?? copy;
}

function mustFind(objects: Dict[], kind: string, name: string): Dict {
  const found = findObject(objects, kind, name);
  if (!found) throw new Error(`the render has no ${kind} ${name}`);
  return found;
}

const containerOf = (objects: Dict[], app: string): Dict =>
  dicts(dict(dict(dict(mustFind(objects, 'Deployment', app).spec).template).spec).containers)[0] ?? {};
const policySpec = (objects: Dict[], name: string): Dict =>
  dict(mustFind(objects, 'NetworkPolicy', name).spec);
const without = (objects: Dict[], kind: string, name: string): Dict[] =>
  objects.filter((object) => !(object.kind === kind && dict(object.metadata).name === name));

describe.each(overlays)('deploy/k8s/overlays/%s rendered by kustomize', (overlay) => {
  it('when every object is validated against the Kubernetes API schemas, then none fails', () => {
    expect(renderedOverlay(overlay).length).toBeGreaterThan(40);
    expect(schemaProblems(renderedOverlay(overlay))).toEqual([]);
  });

  it('when the invariants are checked, then probes, resources, security, autoscalers, budgets and policies hold', () => {
    expect(manifestProblems(overlay, renderedOverlay(overlay))).toEqual([]);
  });

  it.each(deployables)(
    'when %s is looked for, then it has a Deployment, Service, autoscaler, budget and policy',
    (app) => {
      for (const kind of [
        'Deployment',
        'Service',
        'HorizontalPodAutoscaler',
        'PodDisruptionBudget',
        'NetworkPolicy',
      ]) {
        expect(findObject(renderedOverlay(overlay), kind, app)?.kind).toBe(kind);
      }
    },
  );
});

describe('the schema check', () => {
  it('when a field has the wrong type, then it names the field', () => {
    const objects = brokenProd(
      (copy) =>
        void (mustFind(copy, 'Deployment', 'booking').spec = {
          ...dict(mustFind(copy, 'Deployment', 'booking').spec),
          replicas: 'two',
        }),
    );
    expect(schemaProblems(objects).join('\n')).toContain(
      'apps/v1/Deployment booking: data/spec/replicas must be integer',
    );
  });

  it('when a required field is missing, then it says so', () => {
    const objects = brokenProd(
      (copy) => void delete dict(mustFind(copy, 'HorizontalPodAutoscaler', 'web').spec).scaleTargetRef,
    );
    expect(schemaProblems(objects).join('\n')).toContain(
      'data/spec must have required property scaleTargetRef',
    );
  });

  it('when a kind has no schema, then it is reported', () => {
    const objects = [
      ...renderedOverlay('prod'),
      { apiVersion: 'apps/v1', kind: 'StatefulSet', metadata: { name: 'x' } },
    ];
    expect(schemaProblems(objects)).toContain(
      'apps/v1/StatefulSet x: no schema for this apiVersion and kind',
    );
  });
});

describe('the workload checks', () => {
  it('when a readiness probe is missing or asks the wrong path, then it is reported', () => {
    const objects = brokenProd((copy) => {
      delete containerOf(copy, 'booking').readinessProbe;
      dict(dict(containerOf(copy, 'bff').livenessProbe).httpGet).path = '/readyz';
    });
    expect(manifestProblems('prod', objects)).toEqual(
      expect.arrayContaining([
        'booking: no HTTP readinessProbe',
        'bff: livenessProbe asks /readyz, not /healthz',
      ]),
    );
  });

  it('when a probe is on another port than the service HTTP port, then it is reported', () => {
    const objects = brokenProd(
      (copy) => void (dict(dict(containerOf(copy, 'auth').startupProbe).httpGet).port = 'grpc'),
    );
    expect(manifestProblems('prod', objects)).toContain('auth: startupProbe is not on port 8101');
  });

  it('when limits are missing or below the requests, then it is reported', () => {
    const objects = brokenProd((copy) => {
      delete dict(containerOf(copy, 'catalog').resources).limits;
      dict(dict(containerOf(copy, 'web').resources).requests).memory = '4Gi';
    });
    expect(manifestProblems('prod', objects)).toEqual(
      expect.arrayContaining(['catalog: no cpu request and limit', 'web: memory request is above its limit']),
    );
  });

  it('when a container may write its root, escalate, keep capabilities or run as root, then each is reported', () => {
    const objects = brokenProd((copy) => {
      const context = dict(containerOf(copy, 'payment').securityContext);
      context.readOnlyRootFilesystem = false;
      context.allowPrivilegeEscalation = true;
      context.capabilities = { drop: ['NET_RAW'] };
      const pod = dict(dict(dict(mustFind(copy, 'Deployment', 'payment').spec).template).spec);
      pod.securityContext = { runAsUser: 1000 };
      delete containerOf(copy, 'notification').volumeMounts;
    });
    expect(manifestProblems('prod', objects)).toEqual(
      expect.arrayContaining([
        'payment: root file system is writable',
        'payment: allows privilege escalation',
        'payment: keeps capabilities',
        'payment: may run as root',
        'payment: no RuntimeDefault seccomp',
        'notification: /tmp is not a writable emptyDir',
      ]),
    );
  });

  it('when an autoscaler or a budget is missing, then it is reported', () => {
    const objects = brokenProd((copy) =>
      without(without(copy, 'HorizontalPodAutoscaler', 'web'), 'PodDisruptionBudget', 'notification'),
    );
    expect(manifestProblems('prod', objects)).toEqual(
      expect.arrayContaining(['web: no HorizontalPodAutoscaler', 'notification: no PodDisruptionBudget']),
    );
  });

  it('when a consumer scales past the partitions or not on lag, then it is reported', () => {
    const objects = brokenProd((copy) => {
      dict(mustFind(copy, 'HorizontalPodAutoscaler', 'booking').spec).maxReplicas = 20;
      const catalog = dict(mustFind(copy, 'HorizontalPodAutoscaler', 'catalog').spec);
      catalog.metrics = dicts(catalog.metrics).filter((metric) => metric.type !== 'External');
    });
    expect(manifestProblems('prod', objects)).toEqual(
      expect.arrayContaining([
        'booking: maxReplicas is above KAFKA_TOPIC_PARTITIONS, extra consumers would idle',
        'catalog: autoscaler ignores consumer lag',
      ]),
    );
  });

  it('when a budget allows no disruption at the minimum replicas, then it is reported', () => {
    const objects = brokenProd(
      (copy) => void (dict(mustFind(copy, 'PodDisruptionBudget', 'auth').spec).minAvailable = 2),
    );
    expect(manifestProblems('prod', objects)).toContain(
      'auth: PodDisruptionBudget blocks drains at minReplicas',
    );
  });

  it('when prod runs its own PostgreSQL, then it is reported', () => {
    const objects = brokenProd((copy) => {
      copy.push({
        apiVersion: 'apps/v1',
        kind: 'Deployment',
        metadata: { name: 'postgres' },
        spec: { template: { spec: { containers: [{ name: 'postgres', image: 'postgres:18' }] } } },
      });
    });
    expect(manifestProblems('prod', objects)).toContain('engines: Deployment postgres runs an engine image');
  });
});

describe('the network checks', () => {
  it("when the default-deny policy or the web app's own policy is gone, then it is reported", () => {
    const objects = brokenProd((copy) =>
      without(without(copy, 'NetworkPolicy', 'default-deny'), 'NetworkPolicy', 'web'),
    );
    expect(manifestProblems('prod', objects)).toEqual(
      expect.arrayContaining([
        'network: no default-deny NetworkPolicy',
        'network: no NetworkPolicy selects web',
      ]),
    );
  });

  it('when the web app may call a service, then it is reported', () => {
    const objects = brokenProd((copy) => {
      const web = policySpec(copy, 'web');
      web.egress = [
        ...dicts(web.egress),
        { to: [{ podSelector: {} }], ports: [{ port: 'grpc', protocol: 'TCP' }] },
      ];
      const booking = policySpec(copy, 'booking');
      booking.ingress = [
        ...dicts(booking.ingress),
        { from: [{ podSelector: {} }], ports: [{ port: 'grpc' }] },
      ];
    });
    expect(manifestProblems('prod', objects)).toContain('network: web→booking:grpc is open but not needed');
  });

  it('when a needed call is refused, then it is reported', () => {
    const objects = brokenProd((copy) => {
      const catalog = policySpec(copy, 'catalog');
      catalog.ingress = [
        {
          from: [{ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'bff' } } }],
          ports: [{ port: 'grpc' }],
        },
      ];
    });
    expect(manifestProblems('prod', objects)).toEqual(
      expect.arrayContaining([
        'network: booking→catalog:grpc is needed but blocked',
        'network: payment→catalog:grpc is needed but blocked',
      ]),
    );
  });

  it('when the engines rule names ports only, or a service reaches the internet, then it is reported', () => {
    const objects = brokenProd((copy) => {
      policySpec(copy, 'services-to-engines').egress = [{ ports: [{ port: 5432 }, { port: 9092 }] }];
      const auth = policySpec(copy, 'auth');
      auth.policyTypes = ['Ingress', 'Egress'];
      auth.egress = [{ to: [{ ipBlock: { cidr: '0.0.0.0/0' } }], ports: [{ port: 443 }] }];
    });
    expect(manifestProblems('prod', objects)).toEqual(
      expect.arrayContaining([
        'network: services-to-engines allows egress to anywhere',
        'network: auth reaches the internet on 443',
      ]),
    );
  });

  it('when the BFF may reach PostgreSQL, or payment cannot reach Stripe nor notification push services, then it is reported', () => {
    const objects = brokenProd((copy) => {
      const engines = policySpec(copy, 'services-to-engines');
      engines.podSelector = {
        matchExpressions: [
          { key: 'app.kubernetes.io/component', operator: 'In', values: ['service', 'bff'] },
        ],
      };
      const payment = policySpec(copy, 'payment');
      payment.egress = dicts(payment.egress).filter((rule) =>
        dicts(rule.ports).every((port) => port.port !== 443),
      );
      const notification = policySpec(copy, 'notification');
      notification.egress = dicts(notification.egress).map((rule) => ({
        ...rule,
        ports: dicts(rule.ports).filter((port) => port.port !== 443),
      }));
    });
    expect(manifestProblems('prod', objects)).toEqual(
      expect.arrayContaining([
        'network: bff reaches PostgreSQL on 5432',
        'network: payment cannot reach Stripe on 443',
        'network: notification cannot reach push services on 443',
      ]),
    );
  });
});

describe('the database TLS check (issue 32 items 3 and 8)', () => {
  const envOf = (objects: Dict[], app: string) => dicts(containerOf(objects, app).env);
  const setEnv = (objects: Dict[], app: string, name: string, value: string | undefined) => {
    const container = containerOf(objects, app);
    const rest = dicts(container.env).filter((variable) => variable.name !== name);
    container.env = value === undefined ? rest : [...rest, { name, value }];
  };

  it('when prod is rendered, then every service connects with verify-full and the CA is a mounted ConfigMap', () => {
    for (const app of ['auth', 'catalog', 'booking', 'payment', 'notification']) {
      expect(envOf(renderedOverlay('prod'), app)).toEqual(
        expect.arrayContaining([
          { name: 'DATABASE_TLS', value: 'verify-full' },
          { name: 'DATABASE_TLS_CA_FILE', value: '/etc/moorline/database-ca/ca.crt' },
        ]),
      );
    }
    expect(databaseTlsProblems(renderedOverlay('prod'))).toEqual([]);
  });

  it('when a service connects with TLS off or unset, then each is reported', () => {
    const objects = brokenProd((copy) => {
      setEnv(copy, 'booking', 'DATABASE_TLS', undefined);
      setEnv(copy, 'catalog', 'DATABASE_TLS', 'off');
    });
    expect(manifestProblems('prod', objects)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^booking: DATABASE_TLS is unset \(off\), not verify-full/),
        expect.stringMatching(/^catalog: DATABASE_TLS is off, not verify-full/),
      ]),
    );
  });

  it('when a ConfigMap turns TLS off for the services that read it, then it is reported', () => {
    const objects = brokenProd((copy) => {
      for (const app of ['auth', 'payment']) setEnv(copy, app, 'DATABASE_TLS', undefined);
      const platform = copy.find(
        (object) =>
          object.kind === 'ConfigMap' && /^moorline-platform-/.test(String(dict(object.metadata).name)),
      );
      dict(platform?.data).DATABASE_TLS = 'off';
    });
    expect(manifestProblems('prod', objects)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^auth: DATABASE_TLS is off, not verify-full/),
        expect.stringMatching(/^payment: DATABASE_TLS is off, not verify-full/),
        expect.stringMatching(/^ConfigMap moorline-platform-\S+: DATABASE_TLS=off, not verify-full$/),
      ]),
    );
  });

  it('when a rendered manifest carries a database URL with sslmode=disable, then it is reported', () => {
    const objects = brokenProd((copy) => {
      copy.push({
        apiVersion: 'v1',
        kind: 'ConfigMap',
        metadata: { name: 'legacy-database' },
        data: {
          PGSSLMODE: 'disable',
          DATABASE_URL: 'postgres://booking:x@pg.internal:5432/b?sslmode=disable',
        },
      });
      setEnv(copy, 'notification', 'REPORTS_DATABASE_URL', 'postgresql://n:x@pg.internal/n?sslmode=prefer');
    });
    expect(manifestProblems('prod', objects)).toEqual(
      expect.arrayContaining([
        'ConfigMap legacy-database: PGSSLMODE asks for a plaintext database connection',
        'ConfigMap legacy-database: DATABASE_URL is a database URL outside a Secret (URLs come from Secrets, TLS from DATABASE_TLS)',
        'ConfigMap legacy-database: DATABASE_URL asks for a plaintext database connection',
        'notification env: REPORTS_DATABASE_URL is a database URL outside a Secret (URLs come from Secrets, TLS from DATABASE_TLS)',
      ]),
    );
  });

  it('when the CA file is not on a mounted ConfigMap or Secret, then it is reported', () => {
    const objects = brokenProd((copy) => {
      const payment = containerOf(copy, 'payment');
      payment.volumeMounts = dicts(payment.volumeMounts).filter((mount) => mount.name !== 'database-ca');
      setEnv(copy, 'auth', 'DATABASE_TLS_CA_FILE', '/etc/moorline/database-ca/other.crt');
    });
    expect(manifestProblems('prod', objects)).toEqual(
      expect.arrayContaining([
        'payment: DATABASE_TLS_CA_FILE /etc/moorline/database-ca/ca.crt is on no mounted ConfigMap or Secret',
        'auth: DATABASE_TLS_CA_FILE /etc/moorline/database-ca/other.crt is on no mounted ConfigMap or Secret',
      ]),
    );
  });

  it('when the dev overlay, whose engines run in the cluster, is held to the same rule, then it fails it (the check can see plaintext)', () => {
    expect(databaseTlsProblems(renderedOverlay('dev'))).toContainEqual(
      expect.stringMatching(/^auth: DATABASE_TLS is unset \(off\)/),
    );
    expect(manifestProblems('dev', renderedOverlay('dev'))).toEqual([]);
  });
});

describe('the gRPC TLS check (issue 32 item 2)', () => {
  const envOf = (objects: Dict[], app: string) => dicts(containerOf(objects, app).env);
  const setEnv = (objects: Dict[], app: string, name: string, value: string | undefined) => {
    const container = containerOf(objects, app);
    const rest = dicts(container.env).filter((variable) => variable.name !== name);
    container.env = value === undefined ? rest : [...rest, { name, value }];
  };
  const volumeOf = (objects: Dict[], app: string, name: string) =>
    dicts(dict(dict(dict(mustFind(objects, 'Deployment', app).spec).template).spec).volumes).find(
      (volume) => volume.name === name,
    );

  it('when prod is rendered, then the services and the BFF speak mutual TLS with their own Secret and the CA ConfigMap', () => {
    for (const app of grpcDeployables) {
      expect(envOf(renderedOverlay('prod'), app)).toEqual(
        expect.arrayContaining([
          { name: 'GRPC_TLS', value: 'mutual' },
          { name: 'GRPC_TLS_CA_FILE', value: '/etc/moorline/grpc-ca/ca.crt' },
          { name: 'GRPC_TLS_CERT_FILE', value: '/etc/moorline/grpc-tls/tls.crt' },
          { name: 'GRPC_TLS_KEY_FILE', value: '/etc/moorline/grpc-tls/tls.key' },
        ]),
      );
      expect(dict(volumeOf(renderedOverlay('prod'), app, 'grpc-tls')?.secret).secretName).toBe(
        `grpc-tls-${app}`,
      );
      expect(dict(volumeOf(renderedOverlay('prod'), app, 'grpc-ca')?.configMap).name).toBe('grpc-ca');
    }
    expect(envOf(renderedOverlay('prod'), 'web').map((variable) => variable.name)).not.toContain('GRPC_TLS');
    expect(grpcTlsProblems(renderedOverlay('prod'))).toEqual([]);
  });

  it('when a service or the BFF has gRPC TLS off or unset, then each is reported', () => {
    const objects = brokenProd((copy) => {
      setEnv(copy, 'booking', 'GRPC_TLS', undefined);
      setEnv(copy, 'bff', 'GRPC_TLS', 'off');
    });
    expect(manifestProblems('prod', objects)).toEqual([
      expect.stringMatching(/^booking: GRPC_TLS is unset \(off\), not mutual/),
      expect.stringMatching(/^bff: GRPC_TLS is off, not mutual/),
      'bff env: GRPC_TLS=off, not mutual',
    ]);
  });

  it('when a ConfigMap turns gRPC TLS off for the deployables that read it, then it is reported', () => {
    const objects = brokenProd((copy) => {
      setEnv(copy, 'catalog', 'GRPC_TLS', undefined);
      const platform = copy.find(
        (object) =>
          object.kind === 'ConfigMap' && /^moorline-platform-/.test(String(dict(object.metadata).name)),
      );
      dict(platform?.data).GRPC_TLS = 'off';
    });
    expect(manifestProblems('prod', objects)).toEqual([
      expect.stringMatching(/^catalog: GRPC_TLS is off, not mutual/),
      expect.stringMatching(/^ConfigMap moorline-platform-\S+: GRPC_TLS=off, not mutual$/),
    ]);
  });

  it('when the key lies in a ConfigMap or the environment, or a file is on no mounted volume, then it is reported', () => {
    const objects = brokenProd((copy) => {
      const payment = volumeOf(copy, 'payment', 'grpc-tls') ?? {};
      payment.configMap = { name: 'grpc-tls-payment' };
      delete payment.secret;
      setEnv(copy, 'auth', 'GRPC_TLS_KEY_FILE', undefined);
      setEnv(copy, 'auth', 'GRPC_TLS_KEY', '-----BEGIN PRIVATE KEY-----');
      setEnv(copy, 'notification', 'GRPC_TLS_CA_FILE', '/etc/moorline/other/ca.crt');
    });
    expect(manifestProblems('prod', objects)).toEqual([
      'auth: GRPC_TLS_KEY is set in the environment; the key comes from a mounted Secret (GRPC_TLS_KEY_FILE)',
      'payment: GRPC_TLS_KEY_FILE /etc/moorline/grpc-tls/tls.key is on no mounted Secret',
      'notification: GRPC_TLS_CA_FILE /etc/moorline/other/ca.crt is on no mounted ConfigMap or Secret',
    ]);
  });

  it('when the dev overlay, plaintext inside the cluster, is held to the same rule, then it fails it (the check can see plaintext)', () => {
    expect(grpcTlsProblems(renderedOverlay('dev'))).toContainEqual(
      expect.stringMatching(/^bff: GRPC_TLS is unset \(off\)/),
    );
    expect(manifestProblems('dev', renderedOverlay('dev'))).toEqual([]);
  });
});

describe('the Kafka security check (issue 32 items 1 and 8)', () => {
  const envOf = (objects: Dict[], app: string) => dicts(containerOf(objects, app).env);
  const setEnv = (objects: Dict[], app: string, name: string, value: string | undefined) => {
    const container = containerOf(objects, app);
    const rest = dicts(container.env).filter((variable) => variable.name !== name);
    container.env = value === undefined ? rest : [...rest, { name, value }];
  };

  it('when prod is rendered, then the services and the BFF reach the brokers with SASL_SSL as themselves, the password from their own Secret', () => {
    for (const app of grpcDeployables) {
      expect(envOf(renderedOverlay('prod'), app)).toEqual(
        expect.arrayContaining([
          { name: 'KAFKA_SECURITY', value: 'sasl_ssl' },
          { name: 'KAFKA_TLS_CA_FILE', value: '/etc/moorline/kafka-ca/ca.crt' },
          { name: 'KAFKA_SASL_PASSWORD_FILE', value: '/etc/moorline/kafka-sasl/password' },
        ]),
      );
      const volumes = dicts(
        dict(dict(dict(mustFind(renderedOverlay('prod'), 'Deployment', app).spec).template).spec).volumes,
      );
      expect(dict(volumes.find((volume) => volume.name === 'kafka-sasl')?.secret).secretName).toBe(
        `kafka-sasl-${app}`,
      );
      expect(dict(mustFind(renderedOverlay('prod'), 'Deployment', app).metadata).labels).toEqual(
        expect.objectContaining({ 'app.kubernetes.io/name': app }),
      );
    }
    expect(kafkaSecurityProblems(renderedOverlay('prod'))).toEqual([]);
  });

  it('when a service is plaintext, shows its password in the environment or reads it from a ConfigMap, then each is reported', () => {
    const objects = brokenProd((copy) => {
      setEnv(copy, 'booking', 'KAFKA_SECURITY', 'plaintext');
      setEnv(copy, 'payment', 'KAFKA_SASL_PASSWORD_FILE', undefined);
      setEnv(copy, 'payment', 'KAFKA_SASL_PASSWORD', 'hunter2');
      setEnv(copy, 'bff', 'KAFKA_SASL_PASSWORD_FILE', '/etc/moorline/kafka-ca/password');
    });
    expect(manifestProblems('prod', objects)).toEqual([
      expect.stringMatching(/^booking: KAFKA_SECURITY is plaintext, not sasl_ssl/),
      'payment: KAFKA_SASL_PASSWORD is set in the environment; the password comes from a mounted Secret (KAFKA_SASL_PASSWORD_FILE)',
      'bff: KAFKA_SASL_PASSWORD_FILE /etc/moorline/kafka-ca/password is on no mounted Secret',
      'booking env: KAFKA_SECURITY=plaintext, not sasl_ssl',
    ]);
  });

  it('when the dev overlay, plaintext inside the cluster, is held to the same rule, then it fails it (the check can see plaintext)', () => {
    expect(kafkaSecurityProblems(renderedOverlay('dev'))).toContainEqual(
      expect.stringMatching(/^auth: KAFKA_SECURITY is unset \(plaintext\)/),
    );
    expect(manifestProblems('dev', renderedOverlay('dev'))).toEqual([]);
  });
});

describe('deploy/scripts/render-k8s.sh', () => {
  it('when asked for an overlay that does not exist, then it exits 2 and lists the overlays', () => {
    const result = spawnSync('bash', [join(__dirname, '..', 'scripts', 'render-k8s.sh'), 'staging'], {
      encoding: 'utf8',
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('dev prod');
  });
});
