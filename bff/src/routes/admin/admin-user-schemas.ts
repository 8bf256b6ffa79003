import { QueryText } from '../../wire/query-text';
import { Type } from '@fastify/type-provider-typebox';
import { named, nullable } from '../../wire/named-schema';

// The admin console's user support (issue 27 item 1); auth owns the accounts.

export const AdminUser = named(
  'AdminUser',
  Type.Object({
    user_id: Type.String({ format: 'uuid' }),
    email: Type.String(),
    first_name: Type.String(),
    last_name: Type.String({ description: 'Empty after a QR sign-up' }),
    language: Type.String({ description: 'en, sl, hr or it' }),
    is_superuser: Type.Boolean(),
    is_concessionaire: Type.Boolean(),
    email_verified_at: nullable(Type.String({ format: 'date-time', description: 'Null while unverified' })),
    locked_at: nullable(
      Type.String({ format: 'date-time', description: 'When a superuser locked it; null when not locked' }),
    ),
    created_at: Type.String({ format: 'date-time' }),
  }),
);

export const AdminUserPage = named(
  'AdminUserPage',
  Type.Object({
    users: Type.Array(AdminUser.ref, { description: 'By email' }),
    next_cursor: nullable(
      Type.String({ description: 'Pass as `cursor` for the next page; null on the last' }),
    ),
  }),
);

export const AdminUserQuery = Type.Object({
  email: QueryText({
    minLength: 1,
    maxLength: 254,
    description: 'Text the email contains, any case; at least 2 characters (`query_too_short`)',
  }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  cursor: Type.Optional(QueryText({ maxLength: 400 })),
});

export const AdminUserParams = Type.Object({ userId: Type.String({ format: 'uuid', maxLength: 36 }) });
