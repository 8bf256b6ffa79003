// The envelope's header names and dead-letter topic naming are part of the contracts.
export { deadLetterTopic, eventHeaders } from '@moorline/contracts';

export type HeaderValues = Record<string, string>;

/** kafkajs hands headers over as Buffer | string | array; we keep the first value as text. */
export function readHeaders(raw: Record<string, unknown> | undefined): HeaderValues {
  const headers: HeaderValues = {};
  for (const [key, value] of Object.entries(raw ?? {})) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first === undefined || first === null) continue;
    headers[key] = Buffer.isBuffer(first) ? first.toString('utf8') : String(first);
  }
  return headers;
}
