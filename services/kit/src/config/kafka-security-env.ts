import { z } from 'zod';
import { certificateFile } from './certificate-file';

export const kafkaSecurityModes = ['plaintext', 'sasl_ssl'] as const;

/**
 * How this process reaches the brokers (issue 32 item 1), shared by the services and the BFF.
 * `sasl_ssl`: TLS checked against the brokers' CA, and SCRAM-SHA-512 as this process's own
 * principal, whose ACLs name the topics it may write and read. The password is a secret
 * (KAFKA_SASL_PASSWORD_FILE works); the CA is public, so a path.
 */
export const kafkaSecurityEnv = z.object({
  KAFKA_SECURITY: z.enum(kafkaSecurityModes).default('plaintext'),
  KAFKA_TLS_CA_FILE: certificateFile.optional(),
  KAFKA_SASL_USERNAME: z.string().min(1).max(255).optional(),
  KAFKA_SASL_PASSWORD: z.string().min(1).optional(),
});

export type KafkaSecurity =
  { mode: 'plaintext' } | { mode: 'sasl_ssl'; caFile: string; username: string; password: string };

export const plaintextKafka: KafkaSecurity = { mode: 'plaintext' };

const securedBy = ['KAFKA_TLS_CA_FILE', 'KAFKA_SASL_USERNAME', 'KAFKA_SASL_PASSWORD'] as const;

export function kafkaSecurityOf(settings: z.infer<typeof kafkaSecurityEnv>): KafkaSecurity {
  const {
    KAFKA_TLS_CA_FILE: caFile,
    KAFKA_SASL_USERNAME: username,
    KAFKA_SASL_PASSWORD: password,
  } = settings;
  if (settings.KAFKA_SECURITY !== 'sasl_ssl' || !caFile || !username || !password) return plaintextKafka;
  return { mode: 'sasl_ssl', caFile, username, password };
}

/** Settings that parse one by one but not together; `settings` is a parsed config. */
export function kafkaSecuritySettingsProblems(settings: Record<string, unknown>): string[] {
  if (settings.KAFKA_SECURITY === 'plaintext')
    return securedBy
      .filter((key) => settings[key] !== undefined)
      .map(
        (key) =>
          `${key}: set while KAFKA_SECURITY is plaintext, which would ignore it; set KAFKA_SECURITY=sasl_ssl`,
      );
  if (settings.KAFKA_SECURITY !== 'sasl_ssl') return [];
  return securedBy
    .filter((key) => settings[key] === undefined)
    .map((key) => `${key}: needed with KAFKA_SECURITY=sasl_ssl`);
}
