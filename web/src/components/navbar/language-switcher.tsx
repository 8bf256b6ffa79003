'use client';

import { useLocale, useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useCallback, useId, useRef, useState, type MouseEvent } from 'react';
import { useApiClient } from '../../hooks/use-api-client';
import { browserSessionStore } from '../../session/browser-session';
import { updateLanguage } from '../../session/session-actions';
import { LOCALES, localeInfo, localePath, splitLocalePath, type LocaleCode } from '../../i18n/locales';
import { useDismiss } from './use-dismiss';

async function rememberLanguage(localeCode: LocaleCode): Promise<void> {
  const response = await fetch('/api/set-language', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ localeCode }),
  });
  if (!response.ok) throw new Error(`set-language answered ${response.status}`);
}

export function LanguageSwitcher() {
  const t = useTranslations('LanguageSwitcher');
  const current = useLocale();
  const { rest } = splitLocalePath(usePathname());
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const api = useApiClient();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, rootRef, toggleRef, close);

  async function choose(event: MouseEvent<HTMLAnchorElement>, code: LocaleCode) {
    // Without JavaScript the plain link still switches (the route locale wins, spec §2).
    event.preventDefault();
    const href = event.currentTarget.href;
    try {
      await rememberLanguage(code);
      // Signed-in users' emails follow the choice; the switch itself does not depend on it.
      await updateLanguage(api, browserSessionStore(), code).catch(() => undefined);
      // A full load so that <html lang> and every server-rendered string switch together.
      window.location.assign(`${href}${window.location.search}${window.location.hash}`);
    } catch {
      setFailed(true);
    }
  }

  return (
    <div className="menu" ref={rootRef}>
      <button
        ref={toggleRef}
        type="button"
        className="menu__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="visually-hidden">{t('label')}: </span>
        <span lang={localeInfo(current).isoTag}>{localeInfo(current).displayName}</span>
      </button>
      <ul id={listId} className="menu__list" hidden={!open}>
        {LOCALES.map((locale) => (
          <li key={locale.code}>
            <a
              className="menu__item"
              href={localePath(locale.code, rest)}
              hrefLang={locale.isoTag}
              lang={locale.isoTag}
              aria-current={locale.code === current ? 'true' : undefined}
              onClick={(event) => void choose(event, locale.code)}
            >
              {locale.displayName}
            </a>
          </li>
        ))}
      </ul>
      {failed ? (
        <p role="alert" className="menu__note">
          {t('changeFailed')}
        </p>
      ) : null}
    </div>
  );
}
