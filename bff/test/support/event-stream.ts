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
    /** The first event block that mentions `text`, or '' when none came yet. */
    eventWith: (text: string) => received.split('\n\n').find((block) => block.includes(text)) ?? '',
    async close() {
      controller.abort();
      await reading;
    },
  };
}
