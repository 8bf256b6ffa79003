import { randomUUID } from 'node:crypto';

// P10's attackers (bench-sign-in-abuse.ts forks this): `ABUSERS` senders of bad sign-ins, each
// sending again once answered, in a process of their own so that their event loop is not the one
// timing the map API. On "stop" they finish and send back how each sign-in was answered.

const [bffUrl = '', abusers = '50'] = process.argv.slice(2);
const outcomes: Record<string, number> = {};
let running = true;

async function badSignIn(): Promise<void> {
  let status = 'no answer';
  try {
    const answer = await fetch(`${bffUrl}/api/v1/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // A wrong password for an address that has no account.
      body: JSON.stringify({ email: `abuser-${randomUUID()}@example.com`, password: 'not-the-password' }),
    });
    await answer.arrayBuffer();
    status = String(answer.status);
  } finally {
    outcomes[status] = (outcomes[status] ?? 0) + 1;
  }
}

const senders = Array.from({ length: Number(abusers) }, async () => {
  while (running) await badSignIn().catch(() => undefined);
});

process.on('message', () => {
  running = false;
  void Promise.all(senders).then(() => process.send?.(outcomes, () => process.exit(0)));
});
process.send?.('started');
