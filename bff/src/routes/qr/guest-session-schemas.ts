import { Type } from '@fastify/type-provider-typebox';
import { named } from '../../wire/named-schema';
import { EmailAddress, Language, PersonName } from '../auth/auth-schemas';

/** Issue 14 item 5: the personal details of a walk-up guest at a buoy. */
export const GuestSessionBody = named(
  'GuestSessionBody',
  Type.Object({
    key: Type.String({ maxLength: 200, description: 'Slug of the scanned QR code' }),
    email: EmailAddress,
    first_name: PersonName,
    last_name: PersonName,
    phone: Type.String({
      maxLength: 40,
      description: 'With the country code, e.g. +385 91 234 5678 (00 for + is accepted)',
    }),
    language: Type.Optional(Language.ref),
  }),
);

export const GuestSession = named(
  'GuestSession',
  Type.Object({
    access: Type.String({
      description: 'Access token (JWT) for `Authorization: Bearer`; its only role is guest, no refresh',
    }),
    expires_at: Type.String({ format: 'date-time' }),
    guest_id: Type.String({ format: 'uuid', description: 'The `sub` of the token; new for every session' }),
    phone: Type.String({ description: 'The phone as stored, E.164' }),
  }),
);
