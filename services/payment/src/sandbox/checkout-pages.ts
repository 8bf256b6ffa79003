import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { PaymentTables } from '../payment.tables';
import { pageCopy } from './page-copy';
import { escapeHtml, formatMoney, minutesAndSeconds, sandboxPage, sendPage, textField } from './page-html';
import {
  askConfirmation,
  authorize,
  changeCheckout,
  fail,
  findCheckout,
  isPayable,
  takesACard,
  type SandboxCheckout,
  type StepResult,
} from './sandbox-checkouts';
import { checkoutPagePath, type SandboxSettings } from './sandbox-provider';
import { outcomeOfCard, readCardForm, sandboxTestCards, type CardField, type CardForm } from './test-cards';

type Db = Kysely<PaymentTables>;
type Params = { sessionId: string };

const sessionIdPattern = /^cs_sandbox_[0-9a-f]{24}$/;

async function merchantOf(db: Db, checkout: SandboxCheckout): Promise<string> {
  const account = await db
    .selectFrom('sandbox_accounts')
    .select('business_name')
    .where('account_id', '=', checkout.destination_account_id)
    .executeTakeFirst();
  return account?.business_name ?? 'Moorline';
}

function testCardHints(checkout: SandboxCheckout): string {
  const copy = pageCopy[checkout.language];
  const what = {
    authorized: copy.cardSucceeds,
    asks_confirmation: copy.cardAsksConfirmation,
    payment_declined: copy.cardDeclined,
    insufficient_funds: copy.cardInsufficientFunds,
  };
  const items = sandboxTestCards.map(({ number, outcome }) => {
    const spaced = number.replace(/(\d{4})(?=\d)/g, '$1 ');
    const meaning = outcome.kind === 'failed' ? what[outcome.code] : what[outcome.kind];
    return `<li><code>${spaced}</code> ${escapeHtml(meaning)}</li>`;
  });
  return `<div class="hint"><p><strong>${escapeHtml(copy.testCards)}</strong></p><ul>${items.join('')}</ul></div>`;
}

/** Why the last card was refused, shown above the form so the payer can try another one. */
function declineNotice(checkout: SandboxCheckout): string {
  if (checkout.charge !== 'failed') return '';
  const copy = pageCopy[checkout.language];
  const reason = checkout.failure_code === 'insufficient_funds' ? copy.insufficientFunds : copy.declined;
  return `<div class="declined" role="alert"><p class="error">${escapeHtml(reason)}</p><p>${escapeHtml(copy.tryAnotherCard)}</p></div>`;
}

/** The time left to pay, counted down live on the page, and by when, beside the pay button. */
function deadline(checkout: SandboxCheckout, now: Date): { countdown: string; byWhen: string } {
  const copy = pageCopy[checkout.language];
  const left = Math.max(0, Math.ceil((checkout.expires_at.getTime() - now.getTime()) / 1000));
  return {
    countdown: `<p class="deadline" data-expires-at="${checkout.expires_at.toISOString()}" data-time-up="${escapeHtml(copy.timeUp)}">${escapeHtml(copy.timeLeft)} <span role="timer" id="time-left" data-seconds="${left}">${minutesAndSeconds(left)}</span></p>`,
    byWhen:
      checkout.submit_message === '' ? '' : `<p class="hint">${escapeHtml(checkout.submit_message)}</p>`,
  };
}

function paymentForm(
  merchant: string,
  checkout: SandboxCheckout,
  now: Date,
  form: CardForm = {},
  invalid: CardField[] = [],
) {
  const copy = pageCopy[checkout.language];
  const { countdown, byWhen } = deadline(checkout, now);
  const amount = formatMoney(checkout.amount_minor, checkout.currency, checkout.language);
  const field = (name: CardField, label: string, autocomplete: string, inputmode?: string) =>
    textField(name, label, {
      // The card number and CVC are never echoed back into a page.
      value: name === 'card_number' || name === 'cvc' ? undefined : form[name],
      invalid: invalid.includes(name),
      autocomplete,
      inputmode,
      error: copy.checkField,
    });
  return sandboxPage(
    checkout.language,
    copy.pay(amount),
    `<section class="card">
<h1>${escapeHtml(merchant)}</h1>
<p>${escapeHtml(checkout.description)}</p>
<p class="amount">${escapeHtml(amount)}</p>
${countdown}
${declineNotice(checkout)}
<form method="post" action="${checkoutPagePath(checkout.session_id)}/pay" novalidate>
${field('card_number', copy.cardNumber, 'cc-number', 'numeric')}
${field('expiry', copy.expiry, 'cc-exp', 'numeric')}
${field('cvc', copy.cvc, 'cc-csc', 'numeric')}
${field('cardholder', copy.cardholder, 'cc-name')}
<button type="submit">${escapeHtml(copy.pay(amount))}</button>
${byWhen}
</form>
<p class="links"><a href="${escapeHtml(checkout.cancel_url)}">${escapeHtml(copy.cancel)}</a></p>
</section>
<section class="card">${testCardHints(checkout)}</section>`,
  );
}

function messagePage(reply: FastifyReply, status: number, checkout: SandboxCheckout, lines: string[]) {
  const copy = pageCopy[checkout.language];
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  return sendPage(
    reply,
    status,
    sandboxPage(
      checkout.language,
      lines[0] ?? '',
      `<section class="card">${paragraphs}<p class="links"><a href="${escapeHtml(checkout.cancel_url)}">${escapeHtml(copy.backToMoorline)}</a></p></section>`,
    ),
  );
}

const closedPage = (reply: FastifyReply, checkout: SandboxCheckout) =>
  messagePage(reply, 409, checkout, [pageCopy[checkout.language].closed]);

function notFoundPage(reply: FastifyReply) {
  const copy = pageCopy.en;
  return sendPage(
    reply,
    404,
    sandboxPage('en', copy.notFound, `<section class="card"><p>${copy.notFound}</p></section>`),
  );
}

/**
 * Where the browser goes after a step that changed the checkout; a refused card comes back to
 * the form, which says why and takes another card.
 */
async function answerStep(
  db: Db,
  reply: FastifyReply,
  before: SandboxCheckout,
  result: StepResult,
  now: Date,
) {
  if ('refused' in result)
    return result.refused === 'not_found' ? notFoundPage(reply) : closedPage(reply, before);
  const checkout = result.done;
  if (checkout.charge === 'authorized') return reply.redirect(checkout.success_url, 303);
  if (checkout.charge === 'awaiting_confirmation')
    return reply.redirect(`${checkoutPagePath(checkout.session_id)}/confirm`, 303);
  return sendPage(reply, 402, paymentForm(await merchantOf(db, checkout), checkout, now));
}

function confirmPage(checkout: SandboxCheckout): string {
  const copy = pageCopy[checkout.language];
  const action = `${checkoutPagePath(checkout.session_id)}/confirm`;
  const amount = formatMoney(checkout.amount_minor, checkout.currency, checkout.language);
  return sandboxPage(
    checkout.language,
    copy.confirmTitle,
    `<section class="card">
<h1>${escapeHtml(copy.confirmTitle)}</h1>
<p class="amount">${escapeHtml(amount)}</p>
<p>•••• ${escapeHtml(checkout.card_last4 ?? '')}</p>
<form method="post" action="${action}"><input type="hidden" name="decision" value="approve"><button type="submit">${escapeHtml(copy.confirmApprove)}</button></form>
<form method="post" action="${action}"><input type="hidden" name="decision" value="fail"><button type="submit" class="secondary">${escapeHtml(copy.confirmFail)}</button></form>
</section>`,
  );
}

/** The hosted checkout: the card form, the bank's confirmation step, and their answers. */
export function registerCheckoutPages(scope: FastifyInstance, db: Db, settings: SandboxSettings): void {
  const load = async (sessionId: string) =>
    sessionIdPattern.test(sessionId) ? findCheckout(db, sessionId) : undefined;

  scope.get<{ Params: Params }>('/sandbox/checkout/:sessionId', async (request, reply) => {
    const checkout = await load(request.params.sessionId);
    if (!checkout) return notFoundPage(reply);
    if (!takesACard(checkout, settings.now())) return closedPage(reply, checkout);
    return sendPage(reply, 200, paymentForm(await merchantOf(db, checkout), checkout, settings.now()));
  });

  scope.post<{ Params: Params; Body: CardForm }>(
    '/sandbox/checkout/:sessionId/pay',
    async (request, reply) => {
      const checkout = await load(request.params.sessionId);
      if (!checkout) return notFoundPage(reply);
      const now = settings.now();
      if (!takesACard(checkout, now)) return closedPage(reply, checkout);
      const form = request.body ?? {};
      const card = readCardForm(form, now);
      if ('invalid' in card)
        return sendPage(
          reply,
          422,
          paymentForm(await merchantOf(db, checkout), checkout, now, form, card.invalid),
        );
      const result = await changeCheckout(db, settings, checkout.session_id, (current, at) => {
        if (!takesACard(current, at)) return { refused: 'closed' };
        const outcome = outcomeOfCard(card.number);
        if (outcome.kind === 'authorized') return authorize(current, card.last4);
        if (outcome.kind === 'asks_confirmation') return askConfirmation(current, card.last4);
        return fail(current, outcome.code, card.last4);
      });
      return answerStep(db, reply, checkout, result, now);
    },
  );

  scope.get<{ Params: Params }>('/sandbox/checkout/:sessionId/confirm', async (request, reply) => {
    const checkout = await load(request.params.sessionId);
    if (!checkout) return notFoundPage(reply);
    if (!isPayable(checkout, settings.now()) || checkout.charge !== 'awaiting_confirmation')
      return closedPage(reply, checkout);
    return sendPage(reply, 200, confirmPage(checkout));
  });

  scope.post<{ Params: Params; Body: { decision?: string } }>(
    '/sandbox/checkout/:sessionId/confirm',
    async (request, reply) => {
      const checkout = await load(request.params.sessionId);
      if (!checkout) return notFoundPage(reply);
      const decision = request.body?.decision;
      if (decision !== 'approve' && decision !== 'fail') return sendPage(reply, 422, confirmPage(checkout));
      const result = await changeCheckout(db, settings, checkout.session_id, (current, at) => {
        if (!isPayable(current, at) || current.charge !== 'awaiting_confirmation')
          return { refused: 'closed' };
        const last4 = current.card_last4 ?? '';
        return decision === 'approve' ? authorize(current, last4) : fail(current, 'payment_declined', last4);
      });
      return answerStep(db, reply, checkout, result, settings.now());
    },
  );
}
