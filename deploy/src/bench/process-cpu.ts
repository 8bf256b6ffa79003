import { readdirSync, readFileSync } from 'node:fs';

/** CPU milliseconds (user + system) so far, by the name `nameOf` gives each process. */
export type CpuByName = Map<string, number>;

// Linux's /proc/<pid>/stat counts CPU in clock ticks; 100 per second on every common kernel.
const TICKS_PER_SECOND = 100;

interface ProcStat {
  pid: number;
  parent: number;
  cpuMs: number;
}

function readStat(pid: number): ProcStat | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name sits in parentheses and may hold spaces: the fields start after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return { pid, parent: Number(fields[1]), cpuMs: (ticks * 1000) / TICKS_PER_SECOND };
  } catch {
    // The process ended between listing and reading.
    return undefined;
  }
}

/** CPU milliseconds (user + system) one process has used so far; NaN where there is no /proc. */
export const processCpuMs = (pid: number): number => readStat(pid)?.cpuMs ?? Number.NaN;

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/**
 * The CPU used so far by this process and every process it started (services, PostgreSQL and its
 * backends, Kafka), summed by name. Two readings around a run give each one's share of it, which
 * tells where the machine's cores went. Empty where there is no /proc (not Linux).
 */
export function cpuOfProcessTree(nameOf: (commandLine: string) => string): CpuByName {
  const byName: CpuByName = new Map();
  let stats: ProcStat[];
  try {
    stats = readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .map((entry) => readStat(Number(entry)))
      .filter((stat): stat is ProcStat => stat !== undefined);
  } catch {
    return byName;
  }
  const children = new Map<number, ProcStat[]>();
  for (const stat of stats) children.set(stat.parent, [...(children.get(stat.parent) ?? []), stat]);
  const own = stats.find((stat) => stat.pid === process.pid);
  const queue = own ? [own] : [];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const name = next.pid === process.pid ? 'load generator' : nameOf(commandLine(next.pid));
    byName.set(name, (byName.get(name) ?? 0) + next.cpuMs);
    queue.push(...(children.get(next.pid) ?? []));
  }
  return byName;
}

/** What each name used between two readings. */
export function cpuBetween(before: CpuByName, after: CpuByName): CpuByName {
  return new Map([...after].map(([name, ms]) => [name, ms - (before.get(name) ?? 0)]));
}
