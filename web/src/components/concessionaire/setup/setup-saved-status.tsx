'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { SetupSection } from './setup-changes';

/** After a save, what it changed ("Saved: night stay and seasons."); before, whether edits wait. */
export function SetupSavedStatus({ changed, dirty }: { changed: SetupSection[] | null; dirty: boolean }) {
  const t = useTranslations('BaySetupPage');
  const policy = useTranslations('CancellationPolicy');
  const name = (section: SetupSection) =>
    section === 'cancellation'
      ? policy('setupSavedSection')
      : section === 'nextNight'
        ? policy('setupNextNightSection')
        : t(`sections.${section}`);
  const locale = useLocale();
  const text = () => {
    if (dirty) return t('unsaved');
    if (changed === null) return null;
    if (changed.length === 0) return t('savedNothing');
    const list = new Intl.ListFormat(locale, { type: 'conjunction' });
    return t('saved', { changes: list.format(changed.map(name)) });
  };
  return (
    <p role="status" className="bay-setup__status">
      {text()}
    </p>
  );
}
