import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import en from '../src/messages/en.json';
import hr from '../src/messages/hr.json';
import it from '../src/messages/it.json';
import sl from '../src/messages/sl.json';
import { LOCALES, type LocaleCode } from '../src/i18n/locales';
import { INTERNAL_PAGES, PUBLIC_PAGES, type PublicPage } from '../src/site/public-pages';

export { INTERNAL_PAGES, LOCALES, PUBLIC_PAGES };
export type { LocaleCode, PublicPage };

export const MESSAGES: Record<LocaleCode, typeof en> = { en, sl, hr, it };

// The h1 each public page must show, in the page's own language.
export function expectedHeading(locale: LocaleCode, page: PublicPage): string {
  const m = MESSAGES[locale];
  const headings: Record<PublicPage, string> = {
    '/': m.HomePage.hero.title,
    '/about': m.AboutPage.title,
    '/contact': m.ContactPage.title,
    '/cookies': m.CookiesPage.title,
    '/privacy-policy': m.PrivacyPage.title,
    '/terms-and-conditions': m.TermsPage.title,
    '/our-symbols': m.SymbolsPage.title,
    '/style-guide': m.StyleGuidePage.title,
  };
  return headings[page];
}

export function pathFor(locale: LocaleCode, page: PublicPage): string {
  return page === '/' ? `/${locale}` : `/${locale}${page}`;
}

// Records CSP violations from the first script on, so nothing a page does while loading is missed.
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text());
  });
  await page.addInitScript(() => {
    const found: string[] = [];
    Reflect.set(window, '__cspViolations', found);
    document.addEventListener('securitypolicyviolation', (event) => {
      found.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return async () => {
    const inPage = await page.evaluate(() => {
      const found: unknown = Reflect.get(window, '__cspViolations');
      return Array.isArray(found) ? found.map(String) : [];
    });
    return [...inPage, ...consoleViolations];
  };
}

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** What axe finds against WCAG 2.2 AA on the page as it is now, one line per rule and its nodes. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Next.js streams a page's metadata after its body, so a page reached by a client-side redirect
  // may briefly have no title; axe judges the page once it has one (a page that never gets one still fails).
  await expect(page).toHaveTitle(/\S/);
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
