import { readFileSync } from 'node:fs';

/**
 * The settings that are secrets (issue 32 item 4). Each may come from a mounted file instead of
 * the environment, as Kubernetes and Docker mount them. Only these: a process's environment holds
 * other tools' `*_FILE` variables (a shell's, a CI runner's) that are none of ours.
 */
export const secretSettings = [
  'DATABASE_URL',
  'JWT_PRIVATE_KEY',
  'JWT_PUBLIC_KEY',
  'BOOKING_PASS_PRIVATE_KEY',
  'BOOKING_PASS_PUBLIC_KEY',
  'STRIPE_SECRET_KEY',
  'PAYMENT_WEBHOOK_SECRET',
  'PAYMENT_WEBHOOK_PREVIOUS_SECRET',
  'SMTP_URL',
  'VAPID_PRIVATE_KEY',
  'VAPID_PUBLIC_KEY',
  'GRPC_TLS_KEY',
  'KAFKA_SASL_PASSWORD',
] as const;

/**
 * `X_FILE=/run/secrets/x` stands for the secret `X` with the file's content (one trailing newline
 * dropped, as editors and `kubectl create secret` leave one). Setting both is refused, since
 * nobody could tell which one is meant.
 */
export function withSecretFiles(env: NodeJS.ProcessEnv): { env: NodeJS.ProcessEnv; problems: string[] } {
  const resolved: NodeJS.ProcessEnv = { ...env };
  const problems: string[] = [];
  for (const key of secretSettings) {
    const fileKey = `${key}_FILE`;
    const path = env[fileKey];
    if (path === undefined || path === '') continue;
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
