import type { Migrations } from '@moorline/kit';
import * as createUsers from './2026_11_22_1500_create_users';
import * as createOneTimeTokens from './2026_11_22_1501_create_one_time_tokens';
import * as createRefreshTokens from './2026_11_22_1502_create_refresh_tokens';
import * as createAttemptLogs from './2026_11_22_1503_create_attempt_logs';
import * as createGuests from './2026_11_25_0410_create_guests';
import * as createOperatorStaff from './2026_11_25_0700_create_operator_staff';
import * as addAdminLocks from './2026_11_28_0500_add_admin_locks';

// Timestamped, never edited once landed (CONVENTIONS). The kit adds the outbox and
// processed-events tables before these.
export const authMigrations: Migrations = {
  '2026_11_22_1500_create_users': createUsers,
  '2026_11_22_1501_create_one_time_tokens': createOneTimeTokens,
  '2026_11_22_1502_create_refresh_tokens': createRefreshTokens,
  '2026_11_22_1503_create_attempt_logs': createAttemptLogs,
  '2026_11_25_0410_create_guests': createGuests,
  '2026_11_25_0700_create_operator_staff': createOperatorStaff,
  '2026_11_28_0500_add_admin_locks': addAdminLocks,
};
