import type { authV1 } from '@moorline/contracts';
import type { AccessClaims } from '@moorline/kit';
import type { GuestSession } from '../guests/start-guest-session';
import type { Session } from '../sessions/start-session';
import type { User } from '../users/user.repository';

export function profileMessage(user: User): authV1.Profile {
  return {
    userId: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    phone: user.phone,
    isSuperuser: user.roles.includes('superuser'),
    isConcessionaire: user.roles.includes('concessionaire'),
    isManager: user.roles.includes('manager'),
    isEmployee: user.roles.includes('employee'),
    language: user.language,
  };
}

export const sessionMessage = (session: Session): authV1.Session => ({
  accessToken: session.accessToken,
  accessTokenExpiresAt: session.accessTokenExpiresAt,
  refreshToken: session.refreshToken,
  refreshTokenExpiresAt: session.refreshTokenExpiresAt,
});

export const claimsMessage = (claims: AccessClaims): authV1.Claims => ({
  userId: claims.userId,
  email: claims.email,
  isSuperuser: claims.roles.includes('superuser'),
  isConcessionaire: claims.roles.includes('concessionaire'),
  isManager: claims.roles.includes('manager'),
  isEmployee: claims.roles.includes('employee'),
  tokenId: claims.tokenId,
  issuedAt: claims.issuedAt,
  expiresAt: claims.expiresAt,
});

export const guestSessionMessage = (session: GuestSession): authV1.StartGuestSessionResponse => ({
  guestId: session.guest.id,
  accessToken: session.accessToken,
  expiresAt: session.accessTokenExpiresAt,
  phone: session.guest.phone,
});
