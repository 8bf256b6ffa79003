import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';

export interface ManagedProcess {
  name: string;
  logFile: string;
  /** Resolves with the exit code once the process has ended, for whatever reason. */
  exited: Promise<number | null>;
  stop(graceMs?: number): Promise<void>;
  /** SIGKILL to the whole group at once, as a crash would end it (fault tests). */
  kill(): Promise<void>;
}

/**
 * Starts a child in its own process group, so Ctrl-C in the terminal reaches only the
 * orchestrator, which then stops the children in order; stop() signals the whole group, so
 * nothing the child started outlives it.
 */
export function startManagedProcess(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string },
): ManagedProcess {
  const log = createWriteStream(options.logFile, { flags: 'a' });
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', () => resolve(-1));
  });
  void exited.then(() => log.end());

  const signalGroup = (signal: NodeJS.Signals) => {
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // The group is already gone.
    }
  };

  return {
    name,
    logFile: options.logFile,
    exited,
    async stop(graceMs = 15_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      signalGroup('SIGTERM');
      const timer = setTimeout(() => signalGroup('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
      // Grandchildren that ignored the group's SIGTERM do not outlive their parent.
      signalGroup('SIGKILL');
    },
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      signalGroup('SIGKILL');
      await exited;
    },
  };
}
