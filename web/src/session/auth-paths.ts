// The BFF's /v1/auth calls (spec §7 and issue 4), in one place for the session and the pages.
export const AUTH_PATHS = {
  signup: '/v1/auth/signup',
  signupQr: '/v1/auth/signup-qr',
  signin: '/v1/auth/signin',
  logout: '/v1/auth/logout',
  verify: '/v1/auth/verify',
  profile: '/v1/auth/profile',
  changePassword: '/v1/auth/change-password',
  requestPasswordReset: '/v1/auth/request-password-reset',
  confirmPasswordReset: '/v1/auth/confirm-password-reset',
  verifyEmail: '/v1/auth/verify-email',
  updateLanguage: '/v1/auth/update-language',
  validateResetToken: (uid: string, token: string) =>
    `/v1/auth/validate-reset-token/${encodeURIComponent(uid)}/${encodeURIComponent(token)}`,
} as const;
