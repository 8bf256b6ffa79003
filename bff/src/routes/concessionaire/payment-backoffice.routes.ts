import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { forwardAccessToken } from '@moorline/kit';
import { ErrorBody } from '../error-body';
import type { ConcessionaireRouteDeps } from './concessionaire-route-deps';
import { granularityOf, paymentAccountJson, turnoverJson } from './payment-backoffice-json';
import {
  OnboardingLink,
  OnboardingLinkRequest,
  PaymentAccount,
  PaymentBayInvoiceParams,
  PaymentBayParams,
  Turnover,
  TurnoverQuery,
} from './payment-backoffice-schemas';
import { attachmentDisposition } from '../../wire/attachment';

const tags = ['back office'];
const error = ErrorBody.ref;
// Payment checks the bay against the token's bays: 401 without a token, 403 for a boater or
// staff without the permission, 404 for another operator's bay.
const refusals = { 400: error, 401: error, 403: error, 404: error, '5xx': error };

/** The back-office routes whose data payment owns (issue 15): account, onboarding, turnover. */
export function paymentBackofficeRoutes({ payment }: ConcessionaireRouteDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/v1/concessionaires/bays/:bayId/payment-account',
      {
        schema: {
          tags,
          summary: 'The connected payment account of the bay’s operator: its state and what is missing',
          description:
            'Any staff member of the bay may read it. An operator that never began onboarding is `not_started`.',
          params: PaymentBayParams,
          response: { 200: PaymentAccount.ref, ...refusals },
        },
      },
      async (request) => {
        const { account } = await payment.getAccount(
          { bayId: request.params.bayId },
          forwardAccessToken(request.headers.authorization),
        );
        return paymentAccountJson(account);
      },
    );

    app.post(
      '/v1/concessionaires/bays/:bayId/payment-account/onboarding-link',
      {
        schema: {
          tags,
          summary:
            'Start or continue onboarding the operator’s payment account: the provider’s page to go to',
          description:
            'Managers only (other staff 403). The provider (Stripe, or the sandbox’s own page) sends the ' +
            'manager back to `return_path`, which must be the bay’s onboarding page (400 otherwise).',
          params: PaymentBayParams,
          body: OnboardingLinkRequest.ref,
          response: { 200: OnboardingLink.ref, ...refusals, 503: error },
        },
      },
      async (request) => {
        const { url } = await payment.createOnboardingLink(
          { bayId: request.params.bayId, returnPath: request.body.return_path },
          forwardAccessToken(request.headers.authorization),
        );
        return { url };
      },
    );

    app.get(
      '/v1/concessionaires/bays/:bayId/turnover',
      {
        schema: {
          tags,
          summary:
            'The bay’s turnover over a date range, split by stay kind and extra, beside the previous range',
          description:
            'Captured money, VAT included, with the VAT part, counted on the date it was captured (its ' +
            'invoice’s date) in the bay’s calendar; the figures are the sums of the range’s invoices. ' +
            'Dates missing 400 `dates_missing`, malformed `invalid_date_format`, reversed or over 731 ' +
            'days `invalid_date_range`.',
          params: PaymentBayParams,
          querystring: TurnoverQuery,
          response: { 200: Turnover.ref, ...refusals },
        },
      },
      async (request) => {
        const turnover = await payment.getTurnover(
          {
            bayId: request.params.bayId,
            fromDate: request.query.from,
            toDate: request.query.to,
            granularity: granularityOf(request.query.granularity),
          },
          forwardAccessToken(request.headers.authorization),
        );
        return turnoverJson(turnover);
      },
    );

    app.get(
      '/v1/concessionaires/bays/:bayId/invoices/:invoiceId',
      {
        schema: {
          tags,
          summary: 'Download an invoice of a stay at the bay as PDF, for the bay’s staff',
          description: 'An invoice of another bay is 404.',
          params: PaymentBayInvoiceParams,
          response: {
            200: {
              description: 'The invoice PDF, as an attachment',
              content: {
                'application/pdf': { schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) },
              },
            },
            ...refusals,
          },
        },
      },
      async (request, reply) => {
        const { pdf, fileName } = await payment.getBayInvoice(
          { bayId: request.params.bayId, invoiceId: request.params.invoiceId },
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
