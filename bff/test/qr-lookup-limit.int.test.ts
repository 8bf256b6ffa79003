import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startBookingStack, type BookingStack } from './support/booking-stack';

// Issue 26 item 4: QR codes are `<bay>-<label>`, so a client could guess its way through every
// code in seconds. Each address makes 60 look-ups in 10 minutes (the default), the walk-up page
// and guest sessions together, as both tell whether a code exists.
const LIMIT = 60;

describe('QR code look-ups per client address', () => {
  let stack: BookingStack;

  beforeAll(async () => {
    stack = await startBookingStack();
  });

  afterAll(() => stack.stop());

  const lookUp = (remoteAddress: string, slug = 'zz-no-such-bay-7') =>
    stack.app.inject({ method: 'GET', url: `/api/v1/qr/${slug}`, remoteAddress });
  const startGuest = (remoteAddress: string) =>
    stack.app.inject({
      method: 'POST',
      url: '/api/v1/qr/guest-session',
      remoteAddress,
      payload: { key: 'zz-no-such-bay-8', email: 'ana@example.com', first_name: 'Ana', last_name: 'Kos' },
    });

  it('when one address guesses past the limit, then it is 429 with Retry-After, and another address is not held up', async () => {
    const answers: number[] = [];
    for (let guess = 0; guess < LIMIT; guess += 1) answers.push((await lookUp('192.0.2.10')).statusCode);
    expect(new Set(answers)).toEqual(new Set([404]));

    const refused = await lookUp('192.0.2.10');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'too_many_requests' });
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await startGuest('192.0.2.10')).statusCode).toBe(429);
    expect((await lookUp('192.0.2.11')).statusCode).toBe(404);
  });

  it('when guest sessions are tried past the limit, then they are 429 as well', async () => {
    const answers: number[] = [];
    for (let guess = 0; guess < LIMIT; guess += 1) answers.push((await startGuest('192.0.2.20')).statusCode);
    expect(new Set(answers)).toEqual(new Set([400]));
    expect((await startGuest('192.0.2.20')).statusCode).toBe(429);
  });
});
