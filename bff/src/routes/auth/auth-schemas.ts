import { Type } from '@fastify/type-provider-typebox';
import type { authV1 } from '@moorline/contracts';

const Language = Type.Union(['en', 'sl', 'hr', 'it'].map((code) => Type.Literal(code)));
const Text = (maxLength: number) => Type.String({ maxLength });

/** Error answer of every auth call but sign-in (spec §7: error read from `message`). */
export const AuthError = Type.Object(
  { code: Type.String({ description: 'Stable error code, e.g. email_exists' }), message: Type.String() },
  { title: 'AuthError' },
);

/** Error answer of sign-in (spec §7: error read from `error`). */
export const SignInError = Type.Object(
  { code: Type.String({ description: 'Stable error code, e.g. invalid_credentials' }), error: Type.String() },
  { title: 'SignInError' },
);

/** spec §3, "Profile as read", plus the phone the account page edits. */
export const Profile = Type.Object(
  {
    email: Type.String(),
    first_name: Type.String(),
    last_name: Type.String(),
    phone: Type.String(),
    is_superuser: Type.Boolean(),
    is_concessionaire: Type.Boolean(),
    is_manager: Type.Boolean(),
    is_employee: Type.Boolean(),
    language: Type.String(),
  },
  { title: 'Profile' },
);

export const AccessAnswer = Type.Object(
  { access: Type.String({ description: 'Access token (JWT) for `Authorization: Bearer`' }) },
  { title: 'AccessAnswer' },
);

/** What sign-up and QR sign-up both ask for (spec §7). */
const newAccountFields = {
  email: Text(254),
  password1: Text(1024),
  password2: Text(1024),
  terms: Type.Boolean(),
  marketing: Type.Optional(Type.Boolean()),
  newsletter: Type.Optional(Type.Boolean()),
  language: Type.Optional(Language),
};

export const SignUpBody = Type.Object(
  { first_name: Text(100), last_name: Text(100), ...newAccountFields },
  { title: 'SignUpBody' },
);

export const SignUpQrBody = Type.Object({ key: Text(200), ...newAccountFields }, { title: 'SignUpQrBody' });

export const SignedUp = Type.Object({ user_id: Type.String(), email: Type.String() }, { title: 'SignedUp' });

export const SignInBody = Type.Object({ email: Text(254), password: Text(1024) }, { title: 'SignInBody' });

export const SignedIn = Type.Object({ access: Type.String(), user: Profile }, { title: 'SignedIn' });

export const LanguageBody = Type.Object({ language: Language }, { title: 'LanguageBody' });

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
export { Language, Text };
