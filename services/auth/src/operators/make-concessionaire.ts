import { sql, type Kysely, type Transaction } from 'kysely';
import type { AuthTables } from '../auth.tables';

type Db = Kysely<AuthTables> | Transaction<AuthTables>;

/**
 * Grants the `concessionaire` and `manager` roles and the operator to a user whose application
 * was approved: they set up their draft bay themselves (its shop window, buoys and prices are a
 * manager's to change), as the demo concessionaire does. A replay changes nothing. A user works
 * for at most one operator: one who already works for another keeps it (the roles are still
 * granted), and an unknown user is skipped.
 */
export async function makeConcessionaire(db: Db, grant: { userId: string; operatorId: string }) {
  await db
    .updateTable('users')
    .set({
      roles: sql`roles || ARRAY(SELECT granted FROM unnest(ARRAY['concessionaire', 'manager']) AS granted
        WHERE NOT granted = ANY (roles))`,
      operator_id: sql`coalesce(operator_id, ${grant.operatorId}::uuid)`,
      updated_at: sql`now()`,
    })
    .where('id', '=', grant.userId)
    .execute();
}
