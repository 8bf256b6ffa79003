import { Type } from '@fastify/type-provider-typebox';
import { paymentStatuses, wireValues } from '../../wire/enum-tables';
import { named, namedEnum, nullable } from '../../wire/named-schema';
import { Money } from '../catalog/catalog-schemas';

// Paying for a hold and the invoices of confirmed bookings (issue 13 item 7).

export const PaymentStatus = namedEnum(
  'PaymentStatus',
  wireValues(paymentStatuses),
  'pending until the card is paid on the checkout page; authorized, then captured once the booking is confirmed; voided, failed or expired when nothing was charged',
);

const instant = (description: string) => Type.String({ format: 'date-time', description });

export const Payment = named(
  'Payment',
  Type.Object({
    payment_id: Type.String(),
    booking_id: Type.String(),
    status: PaymentStatus.ref,
    amount: Money.ref,
    checkout_url: Type.String({
      description: 'The provider’s hosted checkout page; the browser goes there to pay',
    }),
    failure_code: nullable(
      Type.String({
        description: 'Why nothing was charged: payment_declined, insufficient_funds or checkout_expired',
      }),
    ),
    hold_expires_at: instant('When the 3-minute hold lapses; the checkout closes with it'),
    created_at: instant('When checkout started'),
    authorized_at: nullable(instant('When the card was authorized')),
    captured_at: nullable(instant('When the money was taken')),
  }),
);

export const CheckoutRequest = named(
  'CheckoutRequest',
  Type.Object(
    {
      terms_accepted: Type.Boolean({
        description: 'spec §5: the terms are accepted again at payment; false is 400 terms_not_accepted',
      }),
    },
    { additionalProperties: false },
  ),
);

/** Issue 30 item 2: a credit note is a negative invoice that corrects one. */
export const invoiceKinds = ['invoice', 'credit_note'] as const;
export const InvoiceKind = namedEnum(
  'InvoiceKind',
  [...invoiceKinds],
  'An invoice, or a credit note for a cancelled booking’s refund (negative, correcting an invoice)',
);

export const Invoice = named(
  'Invoice',
  Type.Object({
    invoice_id: Type.String(),
    booking_id: Type.String(),
    kind: InvoiceKind.ref,
    number: Type.String({ description: 'Gap-free per seller and year, e.g. 2026-000017' }),
    corrects_invoice_number: nullable(
      Type.String({
        description: 'A credit note’s: the number of the invoice it corrects; null for an invoice',
      }),
    ),
    total: Money.ref,
    vat: Money.ref,
    seller_name: Type.String({ description: 'The concessionaire who sold the stay' }),
    language: Type.String(),
    issued_at: instant('When the invoice was issued'),
    pdf_url: Type.String({ description: 'Where its PDF downloads, under /api' }),
  }),
);

export const InvoiceList = named(
  'InvoiceList',
  Type.Object({
    invoices: Type.Array(Invoice.ref, {
      description:
        'Empty until the booking is confirmed and captured: "invoice pending"; the invoice first, ' +
        'then a cancelled booking’s credit note',
    }),
  }),
);

export const InvoiceIdParams = Type.Object({ invoiceId: Type.String({ minLength: 1, maxLength: 64 }) });
