import { readFileSync } from 'node:fs';

/** A range of ports, both ends included. */
export interface PortRange {
  low: number;
  high: number;
}

/** Linux's default ephemeral range: the one to keep clear of in files other machines run. */
export const linuxDefaultEphemeralRange: PortRange = { low: 32_768, high: 60_999 };

const RANGE_FILE = '/proc/sys/net/ipv4/ip_local_port_range';

/**
 * The kernel's ephemeral range on this machine, where outgoing connections (a pool's connection
 * to PostgreSQL, a Kafka client) take their local ports; undefined where the file does not exist
 * (not Linux).
 */
export function readEphemeralPortRange(file = RANGE_FILE): PortRange | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const [low, high] = text.trim().split(/\s+/).map(Number);
  return low !== undefined && high !== undefined && Number.isInteger(low) && Number.isInteger(high)
    ? { low, high }
    : undefined;
}

/**
 * Why a fixed port cannot be listened on, or undefined when it can. Inside the ephemeral range
 * an outgoing connection may hold the port, or leave it in TIME_WAIT, so a start fails with
 * EADDRINUSE now and then (issue 26).
 */
export function ephemeralPortProblem(port: number, range: PortRange | undefined): string | undefined {
  if (range === undefined || port < range.low || port > range.high) return undefined;
  const above = range.high < 65_535 ? ` or above ${range.high}` : '';
  return (
    `${port} lies in the kernel's ephemeral port range ${range.low}–${range.high} (${RANGE_FILE}), ` +
    `where outgoing connections take their local ports; set it below ${range.low}${above}`
  );
}
