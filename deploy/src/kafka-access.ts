import { deadLetterTopic, topics, type Topic } from '@moorline/contracts';

// Who may do what on the brokers in secure mode (issue 32 item 1): each service and the BFF is a
// SCRAM principal of its own name. A service writes only the topics it owns and reads only those
// it consumes; every consumer may park a record on the dead-letter twin of what it reads, and
// read that twin back when it is redriven. `admin` is the platform's own setup (topics, ACLs).

export const kafkaAdminPrincipal = 'admin';

export interface KafkaAccess {
  /** Topics it publishes (with their dead-letter twins, which it creates with them). */
  owns: Topic[];
  /** Topics its consumers read. */
  reads: Topic[];
}

export const kafkaAccess = {
  auth: { owns: [topics.auth, topics.authAdmin], reads: [topics.catalog] },
  catalog: { owns: [topics.catalog], reads: [topics.booking, topics.payment, topics.authAdmin] },
  booking: { owns: [topics.booking], reads: [topics.auth, topics.payment, topics.booking, topics.catalog] },
  payment: { owns: [topics.payment], reads: [topics.booking] },
  notification: {
    owns: [topics.notification],
    reads: [topics.notification, topics.auth, topics.booking, topics.payment, topics.catalog],
  },
  // The live map's fan-out: a consumer group per process, which it deletes on the way out.
  bff: { owns: [], reads: [topics.booking, topics.catalog] },
} satisfies Record<string, KafkaAccess>;

export type KafkaPrincipal = keyof typeof kafkaAccess;
export const kafkaPrincipals = Object.keys(kafkaAccess) as KafkaPrincipal[];

/** Every topic the platform has, each with its dead-letter twin: what the setup creates. */
export function platformTopics(namespace: string): string[] {
  const named = Object.values(topics).map((topic) => `${namespace}${topic}`);
  return [...named, ...named.map(deadLetterTopic)];
}

export type KafkaOperation = 'create' | 'write' | 'read' | 'delete';

export interface KafkaGrant {
  principal: KafkaPrincipal;
  resource: 'topic' | 'group';
  /** A literal name, or every name that starts with it (`prefixed`). */
  name: string;
  pattern: 'literal' | 'prefixed';
  operation: KafkaOperation;
}

/**
 * The ACLs of one principal. Consumer groups are named `<namespace><principal>.<consumer>` (the
 * kit's consumers; the BFF adds its host and a random suffix), so each principal owns a prefix.
 */
export function kafkaGrants(principal: KafkaPrincipal, namespace: string): KafkaGrant[] {
  const { owns, reads }: KafkaAccess = kafkaAccess[principal];
  const topic = (name: string, operation: KafkaOperation): KafkaGrant => ({
    principal,
    resource: 'topic',
    name: `${namespace}${name}`,
    pattern: 'literal',
    operation,
  });
  return [
    ...owns.flatMap((name) =>
      [name, deadLetterTopic(name)].flatMap((each) => [topic(each, 'create'), topic(each, 'write')]),
    ),
    ...reads.flatMap((name) => [
      topic(name, 'read'),
      topic(deadLetterTopic(name), 'write'),
      topic(deadLetterTopic(name), 'read'),
    ]),
    ...(['read', 'delete'] as const).map((operation) => ({
      principal,
      resource: 'group' as const,
      name: `${namespace}${principal}.`,
      pattern: 'prefixed' as const,
      operation,
    })),
  ];
}
