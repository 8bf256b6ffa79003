import { context, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { extractTraceContext, injectTraceContext } from '../telemetry/trace-context';
import { eventHeaders } from './event-headers';
import type { EventMessage, EventPublisher } from './event-publisher';
import type { OutboxRow } from './outbox-rows';

const tracer = trace.getTracer('moorline-kit-events');

/**
 * A producer span for one row, a child of the transaction that wrote it (its stored
 * traceparent), so a trace shows the hop through the outbox and how long the row waited there.
 * A row written outside any trace (a timer's) gets no span and no traceparent, as before.
 */
function publishSpan(row: OutboxRow, topic: string): Span | undefined {
  if (!row.traceparent) return undefined;
  const traceparent = row.traceparent;
  const parent = extractTraceContext((key) => (key === eventHeaders.traceparent ? traceparent : undefined));
  return tracer.startSpan(
    `${topic} publish`,
    {
      kind: SpanKind.PRODUCER,
      attributes: {
        'messaging.system': 'kafka',
        'messaging.operation.type': 'send',
        'messaging.destination.name': topic,
        'messaging.message.id': row.event_id,
        'messaging.kafka.message.key': row.aggregate_id,
      },
    },
    parent,
  );
}

function messageFor(row: OutboxRow, topic: string, span: Span | undefined): EventMessage {
  const headers: Record<string, string> = {
    [eventHeaders.eventId]: row.event_id,
    [eventHeaders.eventType]: row.event_type,
    [eventHeaders.occurredAt]: row.occurred_at.toISOString(),
  };
  // Consumers continue from the producer span; untraced, the stored traceparent passes unchanged.
  if (span)
    context.with(trace.setSpan(context.active(), span), () =>
      injectTraceContext((key, value) => (headers[key] = value)),
    );
  else if (row.traceparent) headers[eventHeaders.traceparent] = row.traceparent;
  return { topic, key: row.aggregate_id, value: row.payload, headers };
}

/** Publishes outbox rows as one batch, each under its own producer span; rejects as the publisher does. */
export function outboxRowPublisher(publisher: EventPublisher, topicNamespace: string) {
  return async function publishRows(rows: OutboxRow[]): Promise<void> {
    const sends = rows.map((row) => {
      const topic = `${topicNamespace}${row.topic}`;
      const span = publishSpan(row, topic);
      return { span, message: messageFor(row, topic, span) };
    });
    try {
      await publisher.publish(sends.map(({ message }) => message));
    } catch (error) {
      for (const { span } of sends) span?.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      for (const { span } of sends) span?.end();
    }
  };
}
