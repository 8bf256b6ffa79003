import type { Kysely, Transaction } from 'kysely';
import type { AuthTables } from '../auth.tables';
import type { User } from '../users/user.repository';

type Db = Kysely<AuthTables> | Transaction<AuthTables>;

/** What a token says about the user's operator: none for boaters. */
export async function operatorOfUser(
  db: Db,
  user: Pick<User, 'operator_id'>,
): Promise<{ operatorId: string; bayIds: string[] } | undefined> {
  if (user.operator_id === null) return undefined;
  const bays = await db
    .selectFrom('operator_bays')
    .select('bay_id')
    .where('operator_id', '=', user.operator_id)
    .orderBy('bay_id')
    .execute();
  return { operatorId: user.operator_id, bayIds: bays.map((bay) => bay.bay_id) };
}

/**
 * Records who runs a bay, as catalog's BayUpdated says. Events of one bay arrive in order (keyed
 * by bay); a replay writes the same row again.
 */
export async function recordBayOperator(db: Db, bay: { bayId: string; operatorId: string }): Promise<void> {
  await db
    .insertInto('operator_bays')
    .values({ bay_id: bay.bayId, operator_id: bay.operatorId })
    .onConflict((conflict) =>
      conflict.column('bay_id').doUpdateSet({ operator_id: bay.operatorId, updated_at: new Date() }),
    )
    .execute();
}
