import { AppError, inTransaction, outbox } from '@moorline/kit';
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { AuthTables } from '../auth.tables';
import type { AuthConfig } from '../config';
import { emailVerificationRequested, userRegistered } from '../events/auth-events';
import type { PasswordChecks } from '../passwords/password-checks';
import { assertAcceptableNewPassword } from '../passwords/password-rules';
import { consumeRateLimits } from '../rate-limits/rate-limiter';
import { createOneTimeToken } from '../tokens/one-time-token.repository';
import { findUserByEmail, insertUser, type User } from '../users/user.repository';
import { languageOrDefault, validEmail, validPersonalText } from '../users/user-rules';

const VERIFICATION_KEY_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000; // issue item 1: 3 days

export interface Registration {
  firstName: string;
  lastName: string;
  email: string;
  password1: string;
  password2: string;
  terms: boolean;
  marketing: boolean;
  newsletter: boolean;
  language: string;
  /** Slug of the QR code for a QR sign-up, which asks for no names. */
  qrKey?: string;
  clientIp: string;
}

export interface SignUpDeps {
  now: () => Date;
  config: Pick<AuthConfig, 'SIGNUP_LIMIT_PER_IP'>;
  passwords: PasswordChecks;
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && Reflect.get(error, 'code') === '23505';

/** A verification key and the event that emails it; sign-up and a re-send share this. */
export async function requestEmailVerification(trx: Transaction<AuthTables>, user: User, now: Date) {
  const expiresAt = new Date(now.getTime() + VERIFICATION_KEY_LIFETIME_MS);
  const key = await createOneTimeToken(trx, 'email_verification_keys', { userId: user.id, now, expiresAt });
  return emailVerificationRequested(user, key, expiresAt);
}

/**
 * spec §4: sign-up leads to a verification email, then sign-in. The account, its key and the
 * two events commit together; the email follows from the event.
 */
export async function registerUser(
  db: Kysely<AuthTables>,
  deps: SignUpDeps,
  input: Registration,
): Promise<User> {
  const qrSignUp = input.qrKey !== undefined;
  const firstName = validPersonalText(input.firstName, { required: !qrSignUp, maxLength: 100 });
  const lastName = validPersonalText(input.lastName, { required: !qrSignUp, maxLength: 100 });
  const email = validEmail(input.email);
  assertAcceptableNewPassword(input.password1, input.password2);
  if (!input.terms) throw new AppError('terms_required');
  await consumeRateLimits(db, [
    {
      bucket: `signup:ip:${input.clientIp}`,
      limit: deps.config.SIGNUP_LIMIT_PER_IP,
      windowSeconds: 3600,
      scope: 'address',
    },
  ]);
  if (await findUserByEmail(db, email)) throw new AppError('email_exists');
  const passwordHash = await deps.passwords.hash(input.password1);
  const now = deps.now();
  try {
    return await inTransaction(db, async (trx) => {
      const user = await insertUser(trx, {
        id: randomUUID(),
        email,
        first_name: firstName,
        last_name: lastName,
        password_hash: passwordHash,
        language: languageOrDefault(input.language),
        marketing_consent: input.marketing,
        newsletter_consent: input.newsletter,
        terms_accepted_at: now,
        qr_key: input.qrKey ?? null,
        created_at: now,
        updated_at: now,
      });
      await outbox.add(trx, userRegistered(user), await requestEmailVerification(trx, user, now));
      return user;
    });
  } catch (error) {
    // Two sign-ups with one email at once: the unique constraint decides, the loser hears why.
    if (isUniqueViolation(error)) throw new AppError('email_exists');
    throw error;
  }
}
