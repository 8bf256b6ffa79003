import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { InterfaceLanguage } from '@moorline/contracts';
import type { PaymentTables } from '../payment.tables';
import { pageCopy } from './page-copy';
import { escapeHtml, sandboxPage, sendPage, textField } from './page-html';
import {
  completeOnboarding,
  findOnboardingLink,
  onboardingPagePath,
  type SandboxAccount,
} from './sandbox-accounts';
import type { SandboxSettings } from './sandbox-provider';

type Db = Kysely<PaymentTables>;
type Params = { token: string };
interface OnboardingForm {
  first_name?: string;
  last_name?: string;
  iban?: string;
  accept_terms?: string;
}
type OnboardingField = 'first_name' | 'last_name' | 'iban' | 'accept_terms';

const tokenPattern = /^[A-Za-z0-9_-]{32}$/;

/** The IBAN's own check: letters as numbers, the whole modulo 97 is 1. */
export function isValidIban(text: string): boolean {
  const iban = text.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (letter) =>
    String(letter.charCodeAt(0) - 55),
  );
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

function invalidFields(form: OnboardingForm): OnboardingField[] {
  const invalid: OnboardingField[] = [];
  const name = (value?: string) => (value ?? '').trim().length > 0 && (value ?? '').trim().length <= 100;
  if (!name(form.first_name)) invalid.push('first_name');
  if (!name(form.last_name)) invalid.push('last_name');
  if (!isValidIban(form.iban ?? '')) invalid.push('iban');
  if (form.accept_terms !== 'yes') invalid.push('accept_terms');
  return invalid;
}

function onboardingForm(
  language: InterfaceLanguage,
  token: string,
  account: SandboxAccount,
  form: OnboardingForm = {},
  invalid: OnboardingField[] = [],
) {
  const copy = pageCopy[language];
  const field = (name: 'first_name' | 'last_name' | 'iban', label: string, autocomplete: string) =>
    textField(name, label, {
      value: form[name],
      invalid: invalid.includes(name),
      autocomplete,
      error: copy.checkField,
    });
  const termsInvalid = invalid.includes('accept_terms');
  return sandboxPage(
    language,
    copy.onboardingTitle(account.business_name),
    `<section class="card">
<h1>${escapeHtml(copy.onboardingTitle(account.business_name))}</h1>
<form method="post" action="${onboardingPagePath(token)}" novalidate>
${field('first_name', copy.firstName, 'given-name')}
${field('last_name', copy.lastName, 'family-name')}
${field('iban', copy.iban, 'off')}
<label class="check"><input type="checkbox" name="accept_terms" value="yes"${termsInvalid ? ' aria-invalid="true"' : ''}> ${escapeHtml(copy.acceptTerms)}</label>
${termsInvalid ? `<p class="error">${escapeHtml(copy.checkField)}</p>` : ''}
<button type="submit">${escapeHtml(copy.finishSetup)}</button>
</form>
</section>`,
  );
}

/** The language of the page from the browser's preference; the sandbox keeps no session. */
function languageOf(acceptLanguage: string | undefined): InterfaceLanguage {
  const preferred = (acceptLanguage ?? '').slice(0, 2).toLowerCase();
  return preferred === 'sl' || preferred === 'hr' || preferred === 'it' ? preferred : 'en';
}

/**
 * Hosted onboarding, as Stripe's account links: a one-use link opens the form; finishing it makes
 * the account ready and sends the operator back to `return_url`. A used or expired link sends
 * them to `refresh_url`, where the back office makes a new one.
 */
export function registerOnboardingPages(scope: FastifyInstance, db: Db, settings: SandboxSettings): void {
  const notFound = (language: InterfaceLanguage) =>
    sandboxPage(
      language,
      pageCopy[language].linkSpent,
      `<section class="card"><p>${escapeHtml(pageCopy[language].linkSpent)}</p></section>`,
    );

  scope.get<{ Params: Params }>('/sandbox/onboarding/:token', async (request, reply) => {
    const language = languageOf(request.headers['accept-language']);
    const { token } = request.params;
    const link = tokenPattern.test(token) ? await findOnboardingLink(db, token, settings.now()) : undefined;
    if (!link) return sendPage(reply, 404, notFound(language));
    if (link.spent) return reply.redirect(link.refreshUrl, 303);
    return sendPage(reply, 200, onboardingForm(language, token, link.account));
  });

  scope.post<{ Params: Params; Body: OnboardingForm }>(
    '/sandbox/onboarding/:token',
    async (request, reply) => {
      const language = languageOf(request.headers['accept-language']);
      const { token } = request.params;
      const link = tokenPattern.test(token) ? await findOnboardingLink(db, token, settings.now()) : undefined;
      if (!link) return sendPage(reply, 404, notFound(language));
      if (link.spent) return reply.redirect(link.refreshUrl, 303);
      const form = request.body ?? {};
      const invalid = invalidFields(form);
      if (invalid.length > 0)
        return sendPage(reply, 422, onboardingForm(language, token, link.account, form, invalid));
      const outcome = await completeOnboarding(db, settings, token, {
        firstName: (form.first_name ?? '').trim(),
        lastName: (form.last_name ?? '').trim(),
        iban: (form.iban ?? '').replace(/\s/g, '').toUpperCase(),
      });
      return reply.redirect(outcome === 'completed' ? link.returnUrl : link.refreshUrl, 303);
    },
  );
}
