import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ephemeralPortProblem, readEphemeralPortRange } from './ephemeral-port-range';

describe('a fixed port and the ephemeral range', () => {
  const linux = { low: 32_768, high: 60_999 };

  it('when the port lies inside the range, then the problem names the range and where to move it', () => {
    expect(ephemeralPortProblem(50_054, linux)).toBe(
      "50054 lies in the kernel's ephemeral port range 32768–60999 (/proc/sys/net/ipv4/ip_local_port_range), " +
        'where outgoing connections take their local ports; set it below 32768 or above 60999',
    );
  });

  it('when the port is either end of the range, then it is refused', () => {
    expect(ephemeralPortProblem(32_768, linux)).toBeDefined();
    expect(ephemeralPortProblem(60_999, linux)).toBeDefined();
  });

  it('when the port lies just outside the range, then it passes', () => {
    expect(ephemeralPortProblem(32_767, linux)).toBeUndefined();
    expect(ephemeralPortProblem(61_000, linux)).toBeUndefined();
  });

  it('when the range reaches the top, then the problem offers only ports below it', () => {
    expect(ephemeralPortProblem(50_000, { low: 49_152, high: 65_535 })).toMatch(/set it below 49152$/);
  });

  it('when the range is unknown, then every port passes', () => {
    expect(ephemeralPortProblem(50_054, undefined)).toBeUndefined();
  });
});

describe('the ephemeral range of this machine', () => {
  const fileWith = (text: string) => {
    const file = join(mkdtempSync(join(tmpdir(), 'moorline-range-')), 'ip_local_port_range');
    writeFileSync(file, text);
    return file;
  };

  it('when the kernel file holds two ports, then they are the range', () => {
    expect(readEphemeralPortRange(fileWith('10000\t20000\n'))).toEqual({ low: 10_000, high: 20_000 });
  });

  it('when the file does not exist (not Linux), then the range is unknown', () => {
    expect(readEphemeralPortRange(join(tmpdir(), 'moorline-no-such-file'))).toBeUndefined();
  });

  it('when the file holds something else, then the range is unknown', () => {
    expect(readEphemeralPortRange(fileWith('n/a\n'))).toBeUndefined();
  });
});
