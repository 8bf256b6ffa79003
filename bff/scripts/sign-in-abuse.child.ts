// P10's attackers (bench-sign-in-abuse.ts forks this): `ABUSERS` senders of bad sign-ins, each
// sending again once answered, in a process of their own so that their event loop is not the one
// timing the map API. On "stop" they finish and send back how each sign-in was answered.

const [bffUrl = '', abusers = '50'] = process.argv.slice(2);
const outcomes: Record<string, number> = {};
/**
 * Accounts that exist (the demo's, which P10's platform seeds): a wrong password for a known email
 * costs a real password check, until the address's and then the account's limits are spent.
 */
const knownEmails = ['sailor@moorline.local', 'concessionaire@moorline.local', 'new.operator@moorline.local'];
let sent = 0;
let running = true;

async function badSignIn(): Promise<void> {
  let status = 'no answer';
  try {
    const answer = await fetch(`${bffUrl}/api/v1/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: knownEmails[(sent += 1) % knownEmails.length],
        password: 'not-the-password',
      }),
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
