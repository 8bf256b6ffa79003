import { sql, type Kysely, type Transaction } from 'kysely';
import type { AuthTables } from '../auth.tables';

type Db = Kysely<AuthTables> | Transaction<AuthTables>;

/**
 * Grants the `concessionaire` role and the operator to a user whose application was approved.
 * A replay changes nothing. A user works for at most one operator: one who already works for
 * another keeps it (the role is still granted), and an unknown user is skipped.
 */
export async function makeConcessionaire(db: Db, grant: { userId: string; operatorId: string }) {
  await db
    .updateTable('users')
    .set({
      roles: sql`CASE WHEN 'concessionaire' = ANY (roles) THEN roles ELSE array_append(roles, 'concessionaire') END`,
      operator_id: sql`coalesce(operator_id, ${grant.operatorId}::uuid)`,
      updated_at: sql`now()`,
    })
    .where('id', '=', grant.userId)
    .execute();
}
