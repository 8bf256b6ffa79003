import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './deployables';

const webDir = join(repoRoot, 'web');

/** Newest modification time under the given paths, skipping build output and dependencies. */
function newestChange(paths: string[]): number {
  let newest = 0;
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (!stat.isDirectory()) {
      newest = Math.max(newest, stat.mtimeMs);
      return;
    }
    for (const entry of readdirSync(path)) {
      if (entry === 'node_modules' || entry === '.next' || entry === 'e2e' || entry === 'test-results')
        continue;
      visit(join(path, entry));
    }
  };
  paths.forEach(visit);
  return newest;
}

/** A production build exists and no web source changed since it was made. */
export function webBuildIsCurrent(): boolean {
  const buildId = join(webDir, '.next', 'BUILD_ID');
  if (!existsSync(buildId)) return false;
  return statSync(buildId).mtimeMs >= newestChange([webDir]);
}

function runInWeb(args: string[], env: NodeJS.ProcessEnv, onLine: (line: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: webDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const forward = (chunk: Buffer) => chunk.toString().split('\n').filter(Boolean).forEach(onLine);
    child.stdout.on('data', forward);
    child.stderr.on('data', forward);
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} failed with exit code ${code}`)),
    );
  });
}

/**
 * The web app's `npm run build`: its prebuild step (the offline land layer the map draws) and
 * then `next build`, streaming their output to `onLine`.
 */
export async function buildWeb(env: NodeJS.ProcessEnv, onLine: (line: string) => void): Promise<void> {
  await runInWeb(['--import', 'tsx', 'scripts/build-land-layer.ts'], env, onLine);
  const next = require.resolve('next/dist/bin/next', { paths: [webDir] });
  await runInWeb([next, 'build'], env, onLine);
}
