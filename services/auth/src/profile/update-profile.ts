import { AppError } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { AuthTables } from '../auth.tables';
import { updateUser, type User } from '../users/user.repository';
import { validPersonalText, validPhone } from '../users/user-rules';

export async function updateProfile(
  db: Kysely<AuthTables>,
  deps: { now: () => Date },
  input: { userId: string; firstName: string; lastName: string; phone: string },
): Promise<User> {
  const user = await updateUser(db, input.userId, {
    first_name: validPersonalText(input.firstName, { required: true, maxLength: 100 }),
    last_name: validPersonalText(input.lastName, { required: true, maxLength: 100 }),
    phone: validPhone(input.phone),
    updated_at: deps.now(),
  });
  if (!user) throw new AppError('unauthenticated');
  return user;
}
