import { describe, expect, it } from '@jest/globals';
import { authV1 } from '@moorline/contracts';
import { AppError } from '@moorline/kit';
import { boundedRunner } from './password-checks';

/** Work that ends only when the test says so, and records how many run at once. */
function gatedWork() {
  let running = 0;
  let most = 0;
  const finishers: (() => void)[] = [];
  const work = () =>
    new Promise<string>((resolve) => {
      running += 1;
      most = Math.max(most, running);
      finishers.push(() => {
        running -= 1;
        resolve('done');
      });
    });
  return {
    work,
    finishOne: () => finishers.shift()?.(),
    get most() {
      return most;
    },
    get started() {
      return finishers.length;
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('password checks within their bounds (issue 31 item 3)', () => {
  it('when more checks come than run at once, then the rest wait their turn, in order, and none runs beyond the bound', async () => {
    const run = boundedRunner({ atOnce: 2, queued: 3 });
    const gate = gatedWork();
    const order: number[] = [];
    const answers = [1, 2, 3, 4, 5].map((n) => run(gate.work).then(() => order.push(n)));
    await settle();
    expect(gate.started).toBe(2);
    for (let finished = 0; finished < 5; finished += 1) {
      gate.finishOne();
      await settle();
    }
    await Promise.all(answers);
    expect(gate.most).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
  });

  it('when the queue is full, then the next check is refused at once as busy, with a second to wait', async () => {
    const run = boundedRunner({ atOnce: 1, queued: 1 });
    const gate = gatedWork();
    const running = [run(gate.work), run(gate.work)];
    const refusal = await run(gate.work).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).code).toBe('too_many_requests');
    expect(authV1.LimitReached.decode((refusal as AppError).details ?? new Uint8Array())).toEqual({
      scope: 'busy',
      retryAfterSeconds: 1,
    });
    gate.finishOne();
    await settle();
    gate.finishOne();
    await Promise.all(running);
    // Room again once the queue has drained.
    const again = run(gate.work);
    await settle();
    gate.finishOne();
    await expect(again).resolves.toBe('done');
  });

  it('when a check fails, then its place is given back', async () => {
    const run = boundedRunner({ atOnce: 1, queued: 0 });
    await expect(run(() => Promise.reject(new Error('argon2 failed')))).rejects.toThrow('argon2 failed');
    await expect(run(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});
