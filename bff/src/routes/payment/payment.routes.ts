import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { paymentV1 } from '@moorline/contracts';
import { forwardAccessToken, type AccessTokenVerifier, type GrpcClient } from '@moorline/kit';
import { signedInOnly } from '../../auth/caller';
import { BookingIdParams } from '../booking/booking-schemas';
import { ErrorBody } from '../error-body';
import { invoiceJson, paymentJson } from './payment-json';
import { CheckoutRequest, InvoiceIdParams, InvoiceList, Payment } from './payment-schemas';
import { attachmentDisposition } from '../../wire/attachment';

type PaymentClient = GrpcClient<typeof paymentV1.PaymentServiceDefinition>;

const tags = ['payments'];
const error = ErrorBody.ref;
const oneObject = { 400: error, 401: error, 404: error, '5xx': error };

/**
 * Paying for a hold and the invoices of confirmed bookings (issue 13 item 7). The payment service
 * derives the boater from the forwarded token; another user's booking or invoice answers 404.
 */
export function paymentRoutes(
  payment: PaymentClient,
  verifyAccessToken: AccessTokenVerifier,
): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.addHook('onRequest', signedInOnly(verifyAccessToken));

    app.post(
      '/v1/bookings/:bookingId/checkout',
      {
        schema: {
          tags,
          summary: 'Start paying for a held booking: answers the checkout page to send the browser to',
          description:
            'The `Idempotency-Key` header is required: sent again it answers the same payment; used ' +
            'for another booking it is 422 `idempotency_key_reused`. While a payment of the booking ' +
            'is open, a new key answers that one. A hold that lapsed or was given up is 409 ' +
            '`hold_not_active`; a bay that cannot take payments yet is 409 `payments_not_enabled`.',
          headers: Type.Object({ 'idempotency-key': Type.String({ minLength: 1, maxLength: 200 }) }),
          params: BookingIdParams,
          body: CheckoutRequest.ref,
          response: { 201: Payment.ref, ...oneObject, 409: error, 422: error, 503: error },
        },
      },
      async (request, reply) => {
        const started = await payment.startCheckout(
          {
            bookingId: request.params.bookingId,
            idempotencyKey: request.headers['idempotency-key'],
            termsAccepted: request.body.terms_accepted,
          },
          forwardAccessToken(request.headers.authorization),
        );
        return reply.status(201).send(paymentJson(started.payment));
      },
    );

    app.get(
      '/v1/bookings/:bookingId/payment',
      {
        schema: {
          tags,
          summary: 'The latest payment of one of the caller’s bookings',
          description: 'A booking nobody started paying for is 404 `not_found`.',
          params: BookingIdParams,
          response: { 200: Payment.ref, ...oneObject },
        },
      },
      async (request) =>
        paymentJson(
          (
            await payment.getPayment(
              { bookingId: request.params.bookingId },
              forwardAccessToken(request.headers.authorization),
            )
          ).payment,
        ),
    );

    app.get(
      '/v1/bookings/:bookingId/invoices',
      {
        schema: {
          tags,
          summary: 'The invoices of one of the caller’s bookings',
          description: 'Empty while the invoice is pending (until the payment is captured).',
          params: BookingIdParams,
          response: { 200: InvoiceList.ref, ...oneObject },
        },
      },
      async (request) => {
        const { invoices } = await payment.listInvoices(
          { bookingId: request.params.bookingId },
          forwardAccessToken(request.headers.authorization),
        );
        return { invoices: invoices.map(invoiceJson) };
      },
    );

    app.get(
      '/v1/invoices/:invoiceId/pdf',
      {
        schema: {
          tags,
          summary: 'Download one of the caller’s invoices as PDF',
          params: InvoiceIdParams,
          response: {
            200: {
              description: 'The invoice PDF, as an attachment',
              content: {
                'application/pdf': { schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) },
              },
            },
            ...oneObject,
          },
        },
      },
      async (request, reply) => {
        const { pdf, fileName } = await payment.getInvoice(
          { invoiceId: request.params.invoiceId },
          forwardAccessToken(request.headers.authorization),
        );
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', attachmentDisposition(fileName))
          .send(Buffer.from(pdf));
      },
    );
  };
}
