import { AppError } from '@moorline/kit';

// The `uid` of /auth/reset-password/{uid}/{token}: the user id's 16 bytes, URL-safe base64.
export function encodeResetUid(userId: string): string {
  return Buffer.from(userId.replaceAll('-', ''), 'hex').toString('base64url');
}

/** A uid that is not one of ours cannot be checked at all: "This token could not be validated". */
export function decodeResetUid(uid: string): string {
  const bytes = Buffer.from(uid, 'base64url');
  if (bytes.length !== 16 || bytes.toString('base64url') !== uid) throw new AppError('token_not_validated');
  const hex = bytes.toString('hex');
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join('-');
}
