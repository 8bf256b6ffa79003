/** A Server-Sent Events stream read as a browser's fetch would read it, for assertions. */
export async function openEventStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no stream body');
  let received = '';
  const reading = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      received += new TextDecoder().decode(value);
    }
  })().catch(() => undefined);
  return {
    response,
    received: () => received,
    /** The first event block (of the named event, if given) that mentions `text`, or '' when none came yet. */
    eventWith: (text: string, event?: string) =>
      received
        .split('\n\n')
        .find(
          (block) => block.includes(text) && (event === undefined || block.startsWith(`event: ${event}\n`)),
        ) ?? '',
    /** The data of that event block, parsed; undefined when none came yet. */
    dataOf: (text: string, event: string): unknown => {
      const block = received
        .split('\n\n')
        .find((candidate) => candidate.includes(text) && candidate.startsWith(`event: ${event}\n`));
      const data = block?.split('\n').find((line) => line.startsWith('data: '));
      return data === undefined ? undefined : JSON.parse(data.slice('data: '.length));
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}
