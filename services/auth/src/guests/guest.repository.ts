import type { Insertable, Kysely, Selectable } from 'kysely';
import type { AuthTables, GuestTable } from '../auth.tables';

export type Guest = Selectable<GuestTable>;

export function insertGuest(db: Kysely<AuthTables>, guest: Insertable<GuestTable>): Promise<Guest> {
  return db.insertInto('guests').values(guest).returningAll().executeTakeFirstOrThrow();
}
