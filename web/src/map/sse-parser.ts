// Server-Sent Events read from a fetch body (the map stream needs an Authorization header, which
// EventSource cannot send). Follows the HTML event-stream format: fields per line, an empty line
// ends an event, lines starting with ':' are comments (the server's keep-alive).

export type SseEvent = { event: string; data: string; id: string | null };

export type SseParser = {
  /** Feeds decoded text; returns the events it completed. */
  push(text: string): SseEvent[];
};

export function createSseParser(): SseParser {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | null = null;

  function line(text: string, out: SseEvent[]) {
    if (text === '') {
      if (data.length > 0) out.push({ event: event || 'message', data: data.join('\n'), id });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id') id = value;
  }

  return {
    push(text) {
      buffer += text;
      const out: SseEvent[] = [];
      const lines = buffer.split('\n');
      // The last piece has no line end yet (or is empty after a final one): keep it for later.
      buffer = lines.pop() ?? '';
      for (const piece of lines) line(piece.endsWith('\r') ? piece.slice(0, -1) : piece, out);
      return out;
    },
  };
}
