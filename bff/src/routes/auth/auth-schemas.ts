import { Type } from '@fastify/type-provider-typebox';
import type { authV1 } from '@moorline/contracts';
import { named, namedEnum } from '../../wire/named-schema';

export const Language = namedEnum('Language', ['en', 'sl', 'hr', 'it'], 'Interface languages (spec §3)');
const Text = (maxLength: number) => Type.String({ maxLength });

/** spec §3, "Profile as read", plus the phone the account page edits. */
export const Profile = named(
  'Profile',
  Type.Object({
    email: Type.String(),
    first_name: Type.String(),
    last_name: Type.String(),
    phone: Type.String(),
    is_superuser: Type.Boolean(),
    is_concessionaire: Type.Boolean(),
    is_manager: Type.Boolean(),
    is_employee: Type.Boolean(),
    language: Type.String(),
  }),
);

export const AccessAnswer = named(
  'AccessAnswer',
  Type.Object({ access: Type.String({ description: 'Access token (JWT) for `Authorization: Bearer`' }) }),
);

// Auth's email rule (zod's email pattern, after trimming; spec §5), so the document refuses what
// auth refuses with `invalid_email`; the contact form's rule is looser, so it refuses less. Only
// ASCII blanks around it: Python's and JS's `\s` differ.
const emailRule = String.raw`(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}`;
export const EmailAddress = Type.String({
  maxLength: 254,
  pattern: String.raw`^[ \t\r\n]*${emailRule}[ \t\r\n]*$`,
});

/** A person's name as auth keeps it: not blank (it trims), at most 100 characters. */
export const PersonName = Type.String({ minLength: 1, maxLength: 100, pattern: String.raw`\S` });

/** What sign-up and QR sign-up both ask for (spec §7). */
const newAccountFields = {
  email: EmailAddress,
  password1: Text(1024),
  password2: Text(1024),
  terms: Type.Boolean(),
  marketing: Type.Optional(Type.Boolean()),
  newsletter: Type.Optional(Type.Boolean()),
  language: Type.Optional(Language.ref),
};

export const SignUpBody = named(
  'SignUpBody',
  Type.Object({ first_name: PersonName, last_name: PersonName, ...newAccountFields }),
);

export const SignUpQrBody = named('SignUpQrBody', Type.Object({ key: Text(200), ...newAccountFields }));

export const SignedUp = named('SignedUp', Type.Object({ user_id: Type.String(), email: Type.String() }));

export const SignInBody = named('SignInBody', Type.Object({ email: Text(254), password: Text(1024) }));

export const SignedIn = named('SignedIn', Type.Object({ access: Type.String(), user: Profile.ref }));

export const LanguageBody = named('LanguageBody', Type.Object({ language: Language.ref }));

/** The language auth stored, as it answers it. */
export const StoredLanguage = named('StoredLanguage', Type.Object({ language: Type.String() }));

export const VerifiedEmail = named('VerifiedEmail', Type.Object({ email: Type.String() }));

export const ResetTokenCheck = named('ResetTokenCheck', Type.Object({ valid: Type.Boolean() }));

/** What the access token says (GET /v1/auth/verify). */
export const SessionCheck = named(
  'SessionCheck',
  Type.Object({
    user_id: Type.String(),
    email: Type.String(),
    is_superuser: Type.Boolean(),
    is_concessionaire: Type.Boolean(),
    is_manager: Type.Boolean(),
    is_employee: Type.Boolean(),
    expires_at: Type.String({ format: 'date-time' }),
  }),
);

export const toProfile = (profile: authV1.Profile | undefined) => ({
  email: profile?.email ?? '',
  first_name: profile?.firstName ?? '',
  last_name: profile?.lastName ?? '',
  phone: profile?.phone ?? '',
  is_superuser: profile?.isSuperuser ?? false,
  is_concessionaire: profile?.isConcessionaire ?? false,
  is_manager: profile?.isManager ?? false,
  is_employee: profile?.isEmployee ?? false,
  language: profile?.language ?? 'en',
});

export const Password = Text(1024);

// A reset link's parts as auth makes them (spec §4): the user id's 16 bytes and a 32-byte
// secret, each in canonical URL-safe base64, so the last character carries zero bits.
export const ResetUid = Type.String({ pattern: '^[A-Za-z0-9_-]{21}[AQgw]$' });
export const ResetToken = Type.String({ pattern: '^[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$' });
/** Refused as auth refuses them: a uid not of ours cannot be checked, a token not of ours is unusable. */
export const resetLinkRefusals = { uid: 'token_not_validated', token: 'invalid_or_expired_token' } as const;

/** Empty, or what auth accepts as a phone number once trimmed (auth's user-rules). */
export const Phone = Type.String({ maxLength: 40, pattern: String.raw`^\s*(\+?[0-9 ()./-]{5,24})?\s*$` });
export { Text };
