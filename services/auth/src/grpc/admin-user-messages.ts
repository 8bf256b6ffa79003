import type { authV1 } from '@moorline/contracts';
import type { User } from '../users/user.repository';

export const adminUserMessage = (user: User): authV1.AdminUser => ({
  userId: user.id,
  email: user.email,
  firstName: user.first_name,
  lastName: user.last_name,
  language: user.language,
  isSuperuser: user.roles.includes('superuser'),
  isConcessionaire: user.roles.includes('concessionaire'),
  emailVerifiedAt: user.email_verified_at ?? undefined,
  lockedAt: user.admin_locked_at ?? undefined,
  createdAt: user.created_at,
});
