import { AppError } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { AuthTables } from '../auth.tables';
import { updateUser } from '../users/user.repository';
import { validLanguage } from '../users/user-rules';

/** The signed-in user's language: the web app's switcher calls it, emails follow it. */
export async function updateLanguage(
  db: Kysely<AuthTables>,
  deps: { now: () => Date },
  input: { userId: string; language: string },
): Promise<string> {
  const user = await updateUser(db, input.userId, {
    language: validLanguage(input.language),
    updated_at: deps.now(),
  });
  if (!user) throw new AppError('unauthenticated');
  return user.language;
}
