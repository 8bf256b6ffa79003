import { QueryText } from '../../wire/query-text';
import { Type } from '@fastify/type-provider-typebox';
import { accountStates, wireValues } from '../../wire/enum-tables';
import { named, namedEnum, nullable } from '../../wire/named-schema';

// The back office's payment account and turnover (issue 15 items 5 and 6): named, so the OpenAPI
// document and the web's generated types name them too.

export const PaymentBayParams = Type.Object({ bayId: Type.String({ minLength: 1, maxLength: 64 }) });
export const PaymentBayInvoiceParams = Type.Object({
  bayId: Type.String({ minLength: 1, maxLength: 64 }),
  invoiceId: Type.String({ minLength: 1, maxLength: 64 }),
});

export const PaymentAccountState = namedEnum(
  'PaymentAccountState',
  wireValues(accountStates),
  'not_started: onboarding never began; details_pending: the provider still needs details; ready: takes payments and pays out; restricted: the provider stopped it until `missing` is given',
);

export const PaymentAccount = named(
  'PaymentAccount',
  Type.Object({
    state: PaymentAccountState.ref,
    missing: Type.Array(Type.String(), {
      description: 'What the provider still asks for, as its requirement names (e.g. external_account)',
    }),
    provider: Type.String({ description: 'sandbox or stripe' }),
  }),
);

export const OnboardingLinkRequest = named(
  'OnboardingLinkRequest',
  Type.Object(
    {
      return_path: Type.String({
        maxLength: 200,
        description:
          'The bay’s onboarding page, /{locale}/concessionaires/{bayId}/onboarding: the provider sends the ' +
          'manager back there when done or when the link expired. Any other path is 400.',
      }),
    },
    { additionalProperties: false },
  ),
);

export const OnboardingLink = named(
  'OnboardingLink',
  Type.Object({
    url: Type.String({ description: 'The provider’s onboarding page; valid for a few minutes' }),
  }),
);

export const TurnoverGranularity = namedEnum(
  'TurnoverGranularity',
  ['day', 'month'],
  'One period per day or per month of the bay',
);

const minor = (description: string) => Type.Integer({ description: `${description}, minor units` });

export const TurnoverTotal = named(
  'TurnoverTotal',
  Type.Object({
    gross_minor: minor('Captured, VAT included: the sum of the invoices'),
    vat_minor: minor('The VAT contained in gross'),
    net_minor: minor('Gross less VAT'),
    invoices: Type.Integer({ description: 'How many invoices (one per captured payment)' }),
    refunds_minor: minor('What credit notes gave back, VAT included, as a positive amount; 0 without'),
    refunds_vat_minor: minor('The VAT contained in refunds'),
    credit_notes: Type.Integer({ description: 'How many credit notes make up the refunds' }),
    after_refunds_minor: minor(
      'Gross less refunds, VAT included: what the bay kept; the sum of the invoices and credit notes',
    ),
  }),
);

export const TurnoverPeriod = named(
  'TurnoverPeriod',
  Type.Object({
    period: Type.String({ description: 'The day (YYYY-MM-DD) or month (YYYY-MM) in the bay’s calendar' }),
    night_minor: minor('Night stays'),
    day_minor: minor('Day stays'),
    mooring_assistance_minor: minor('Mooring assistance'),
    trash_collection_minor: minor('Trash collection'),
    gross_minor: minor('All of it, VAT included'),
    vat_minor: minor('The VAT contained'),
  }),
);

const date = (description: string) => Type.String({ format: 'date', description });

export const EmbedTurnover = named(
  'EmbedTurnover',
  Type.Object({
    embed_id: Type.String({ format: 'uuid', description: 'The partner map embed (it may be deleted since)' }),
    invoices: Type.Integer({ description: 'How many invoices: one per booking paid through it' }),
    gross_minor: minor('Their sum, VAT included'),
    currency: Type.String({ description: 'ISO 4217 code of gross_minor' }),
  }),
);

export const Turnover = named(
  'Turnover',
  Type.Object({
    from: date('First date of the range, in the bay’s calendar'),
    to: date('Last date, included'),
    currency: Type.String({ description: 'ISO 4217 code of every amount' }),
    total: TurnoverTotal.ref,
    by_kind: Type.Object(
      {
        night: Type.Integer(),
        day: Type.Integer(),
        mooring_assistance: Type.Integer(),
        trash_collection: Type.Integer(),
      },
      { description: 'The total split by what was paid for, minor units; the four add up to gross' },
    ),
    series: Type.Array(TurnoverPeriod.ref, {
      description: 'Every day or month of the range in order, zeros where nothing was captured',
    }),
    previous: Type.Object(
      {
        from: date('As many days, ending the day before `from`'),
        to: date('The day before `from`'),
        total: TurnoverTotal.ref,
      },
      { description: 'The previous range of the same length' },
    ),
    change_ratio: nullable(
      Type.Number({
        description: '(gross − previous gross) / previous gross; null when nothing was captured before',
      }),
    ),
    by_embed: Type.Array(EmbedTurnover.ref, {
      description:
        'The range’s money from bookings made through partner map embeds or links, one entry per ' +
        'embed, largest first; the rest of the total came straight',
    }),
  }),
);

export const EmbedTurnoverQuery = Type.Object(
  {
    from: QueryText({ maxLength: 10, description: 'YYYY-MM-DD, UTC' }),
    to: QueryText({ maxLength: 10, description: 'YYYY-MM-DD, included; at most 731 days after from' }),
  },
  { additionalProperties: false },
);

export const EmbedTurnoverList = named(
  'EmbedTurnoverList',
  Type.Object({
    from: date('First date of the range, UTC'),
    to: date('Last date, included'),
    embeds: Type.Array(EmbedTurnover.ref, {
      description: 'Every embed that brought money in the range, over every bay, largest first',
    }),
  }),
);

export const TurnoverQuery = Type.Object(
  {
    from: QueryText({ maxLength: 10, description: 'YYYY-MM-DD, the bay’s calendar' }),
    to: QueryText({ maxLength: 10, description: 'YYYY-MM-DD, included; at most 731 days after from' }),
    granularity: Type.Optional(TurnoverGranularity.ref),
  },
  { additionalProperties: false },
);
