import type { ColumnType, Generated } from 'kysely';
import type { KitTables, Role } from '@moorline/kit';

type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface UserTable {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: ColumnType<string, string | undefined, string>;
  password_hash: string;
  language: string;
  roles: ColumnType<Role[], Role[] | undefined, Role[]>;
  marketing_consent: boolean;
  newsletter_consent: boolean;
  terms_accepted_at: Date;
  qr_key: string | null;
  email_verified_at: Date | null;
  locked_until: Date | null;
  /** A superuser's lock (issue 27 item 1): lasts until a superuser lifts it, unlike `locked_until`. */
  admin_locked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  admin_locked_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** The bay operator the user works for (issue 15); null for boaters. */
  operator_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** A verification key or reset token, by the hash of its plain value. */
export interface OneTimeTokenTable {
  token_hash: Buffer;
  user_id: string;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
}

export interface RefreshFamilyTable {
  id: string;
  user_id: string;
  created_at: CreatedAt;
  expires_at: Date;
  revoked_at: Date | null;
  revoked_reason: RevokeReason | null;
}

export type RevokeReason = 'logout' | 'reuse' | 'password_changed' | 'password_reset' | 'account_locked';

export interface RefreshTokenTable {
  token_hash: Buffer;
  family_id: string;
  created_at: CreatedAt;
  spent_at: Date | null;
}

export interface FailedSignInTable {
  id: Generated<number>;
  user_id: string;
  client_ip: string;
  failed_at: ColumnType<Date, Date | undefined, Date>;
}

export interface RateLimitHitTable {
  id: Generated<number>;
  bucket: string;
  hit_at: CreatedAt;
}

/** A walk-up guest at a buoy (issue 14): one row per guest session. */
export interface GuestTable {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  language: string;
  qr_key: string;
  created_at: CreatedAt;
}

/** Which operator runs a bay, as catalog's BayUpdated events last said. */
export interface OperatorBayTable {
  bay_id: string;
  operator_id: string;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** The auth database: the kit's tables plus the ones this service owns. */
export interface AuthTables extends KitTables {
  users: UserTable;
  operator_bays: OperatorBayTable;
  email_verification_keys: OneTimeTokenTable;
  password_reset_tokens: OneTimeTokenTable;
  refresh_families: RefreshFamilyTable;
  refresh_tokens: RefreshTokenTable;
  failed_sign_ins: FailedSignInTable;
  rate_limit_hits: RateLimitHitTable;
  guests: GuestTable;
}
