import type { authV1 } from '@moorline/contracts';
import type { AccessTokenVerifier, GrpcClient } from '@moorline/kit';
import type { RefreshCookieSettings } from '../../auth/refresh-cookie';
import type { SpentLimits } from '../../auth/spent-limits';

export interface AuthRouteDeps {
  auth: GrpcClient<authV1.AuthServiceDefinition>;
  verifyAccessToken: AccessTokenVerifier;
  webOrigins: string[];
  cookies: RefreshCookieSettings;
  /** Whether a QR code slug exists (catalog owns QR codes); QR sign-up needs a real one. */
  qrCodeExists(slug: string): Promise<boolean>;
  /** Sign-in limits auth reported spent, turned away here until they have room (issue 31). */
  spentSignInLimits: SpentLimits;
}
