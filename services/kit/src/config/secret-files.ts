import { readFileSync } from 'node:fs';

/**
 * Issue 32 item 4: a secret may come from a mounted file instead of the environment, as
 * Kubernetes and Docker mount them: `X_FILE=/run/secrets/x` stands for `X` with the file's
 * content (one trailing newline dropped, as editors and `kubectl create secret` leave one).
 * Setting both is refused, since nobody could tell which one is meant.
 */
export function withSecretFiles(env: NodeJS.ProcessEnv): { env: NodeJS.ProcessEnv; problems: string[] } {
  const resolved: NodeJS.ProcessEnv = { ...env };
  const problems: string[] = [];
  for (const [fileKey, path] of Object.entries(env)) {
    if (!fileKey.endsWith('_FILE') || path === undefined || path === '') continue;
    const key = fileKey.slice(0, -'_FILE'.length);
    if (env[key] !== undefined) {
      problems.push(`${key}: set either ${key} or ${fileKey}, not both`);
      continue;
    }
    try {
      resolved[key] = readFileSync(path, 'utf8').replace(/\r?\n$/, '');
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? 'unreadable';
      problems.push(`${fileKey}: cannot read ${path} (${reason})`);
    }
  }
  return { env: resolved, problems };
}
