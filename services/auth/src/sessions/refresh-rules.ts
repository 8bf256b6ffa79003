export interface PresentedRefreshToken {
  spent_at: Date | null;
  expires_at: Date;
  revoked_at: Date | null;
}

export type RefreshVerdict = 'rotate' | 'refuse' | 'reuse';

/**
 * What to do with a presented refresh token: rotate it, refuse it (unknown, expired or
 * revoked family), or treat it as reuse of a stolen token (spent before the grace window).
 */
export function judgeRefresh(
  token: PresentedRefreshToken | undefined,
  now: Date,
  graceSeconds: number,
): RefreshVerdict {
  if (!token || token.revoked_at || token.expires_at.getTime() <= now.getTime()) return 'refuse';
  if (token.spent_at && now.getTime() - token.spent_at.getTime() > graceSeconds * 1000) return 'reuse';
  return 'rotate';
}
