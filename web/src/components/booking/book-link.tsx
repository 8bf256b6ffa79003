'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useStoredSession } from '../../hooks/use-stored-session';
import { Link } from '../../i18n/navigation';
import { isLocale } from '../../i18n/locales';
import { bookingPreviewPath, type PreviewChoice } from '../../booking/preview-query';
import { signInPath } from '../../session/return-path';

// The Book action of a bookable buoy (issue 12 item 9): straight to the booking preview of this
// choice, or, signed out, to sign in first and back to exactly that preview.

type Props = {
  choice: PreviewChoice;
  /** The element that names the buoy, so that each "Book" link says which one it books. */
  describedBy?: string;
  /** The link's own text in place of "Book" / "Sign in to book" (a list already headed so). */
  label?: string;
};

export function BookLink({ choice, describedBy, label }: Props) {
  const t = useTranslations('MapPage');
  const locale = useLocale();
  const session = useStoredSession();
  const preview = bookingPreviewPath(choice);
  const signedIn = session.signedIn;
  const href = signedIn || !isLocale(locale) ? preview : signInPath(preview, locale);
  return (
    <Link className="button book-link" href={href} aria-describedby={describedBy} data-buoy-id={choice.buoy}>
      {label ?? (signedIn ? t('book') : t('signInToBook'))}
    </Link>
  );
}
