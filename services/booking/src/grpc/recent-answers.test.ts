import { describe, expect, it } from '@jest/globals';
import { recentAnswers } from './recent-answers';

describe('recent answers', () => {
  it('when many ask the same key at once, then one call answers them all', async () => {
    let calls = 0;
    const cached = recentAnswers<number>(1_000);
    const ask = async () => ++calls;
    const answers = await Promise.all([cached('a', ask), cached('a', ask), cached('a', ask)]);
    expect(answers).toEqual([1, 1, 1]);
    expect(await cached('b', ask)).toBe(2);
  });

  it('when the time to keep has passed, then the next ask calls again', async () => {
    let clock = 0;
    let calls = 0;
    const cached = recentAnswers<number>(1_000, () => clock);
    const ask = async () => ++calls;
    await cached('a', ask);
    clock = 999;
    expect(await cached('a', ask)).toBe(1);
    clock = 1_000;
    expect(await cached('a', ask)).toBe(2);
  });

  it('when a call fails, then its failure is not kept', async () => {
    const cached = recentAnswers<number>(1_000);
    await expect(cached('a', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cached('a', async () => 7)).toBe(7);
  });
});
