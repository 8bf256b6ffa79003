import type { z } from 'zod';
import { databaseSettingsProblems } from './database-env';
import { developmentDefaultsIn } from './development-defaults';
import { grpcTlsSettingsProblems } from './grpc-tls-env';
import { kafkaSecuritySettingsProblems } from './kafka-security-env';
import { withSecretFiles } from './secret-files';

/** Raised at boot when the environment does not satisfy a process's config schema. */
export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Validates the environment against a process's schema. This is the only place that reads
 * process.env; everything else receives the parsed, typed result. Secrets may come from mounted
 * files (`X_FILE`), and a production deployment refuses development defaults (issue 32 item 4).
 */
export function loadConfig<Schema extends z.ZodType>(
  schema: Schema,
  given: NodeJS.ProcessEnv = process.env,
): z.infer<Schema> {
  const { env, problems } = withSecretFiles(given);
  const result = schema.safeParse(env);
  if (!result.success)
    problems.push(
      ...result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  else if (typeof result.data === 'object' && result.data !== null) {
    const settings = result.data as Record<string, unknown>;
    problems.push(
      ...databaseSettingsProblems(settings),
      ...grpcTlsSettingsProblems(settings),
      ...kafkaSecuritySettingsProblems(settings),
      ...developmentDefaultsIn(settings),
    );
  }
  if (result.success && problems.length === 0) return result.data;
  throw new ConfigError(problems);
}
