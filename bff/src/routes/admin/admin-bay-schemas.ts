import { QueryText } from '../../wire/query-text';
import { Type } from '@fastify/type-provider-typebox';
import { named, nullable } from '../../wire/named-schema';
import { BayStatus } from '../concessionaire/publishing-schemas';

// The admin console's bays (issue 27 item 1); catalog owns them.

export const ConsoleBay = named(
  'ConsoleBay',
  Type.Object({
    bay_id: Type.String({ format: 'uuid' }),
    slug: Type.String(),
    name: Type.String(),
    country: Type.String({ description: 'HR, SI or IT' }),
    status: BayStatus.ref,
    operator_id: Type.String({ format: 'uuid' }),
    operator_name: Type.String(),
    company_name: Type.String(),
    concessionaire_user_id: nullable(
      Type.String({
        format: 'uuid',
        description:
          'The user whose approved application made the bay; null for bays from before applications',
      }),
    ),
    concessionaire_email: nullable(Type.String({ description: 'That user’s email as they applied' })),
    created_at: Type.String({ format: 'date-time' }),
  }),
);

export const ConsoleBayPage = named(
  'ConsoleBayPage',
  Type.Object({
    bays: Type.Array(ConsoleBay.ref, { description: 'Newest first' }),
    next_cursor: nullable(
      Type.String({ description: 'Pass as `cursor` for the next page; null on the last' }),
    ),
  }),
);

export const ConsoleBayQuery = Type.Object({
  status: Type.Optional(BayStatus.ref),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
  cursor: Type.Optional(QueryText({ maxLength: 200 })),
});
