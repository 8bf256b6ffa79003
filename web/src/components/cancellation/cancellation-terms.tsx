import { useTranslations } from 'next-intl';
import type { CancellationPolicy } from '../../http/api-schema';
import { NEXT_NIGHT_KEPT_UNTIL } from '../../booking/visits';
import { dayTermsText, lateShareText, nightTermsText } from './cancellation-words';

// Issue 30 item 1: a bay's cancellation policy in words, for the bay page: what each kind of
// stay the bay sells may cancel for free, and what a late night gives back. Renders on the
// server and in the browser alike (no hooks but the translations).

type Props = {
  policy: CancellationPolicy;
  nights: boolean;
  days: boolean;
  timeZone: string;
  /** Issue 30 item 3: the bay keeps the next night for the boat already there. */
  keepsNextNight?: boolean;
};

export function CancellationTerms({ policy, nights, days, timeZone, keepsNextNight = false }: Props) {
  const t = useTranslations('CancellationPolicy');
  return (
    <div className="cancellation-terms" data-testid="cancellation-terms">
      {nights ? (
        <p>
          {nightTermsText(t, policy)} {lateShareText(t, policy.night_late_refund_percent)}
        </p>
      ) : null}
      {days ? <p>{dayTermsText(t, policy)}</p> : null}
      {nights && keepsNextNight ? (
        <p data-testid="keeps-next-night">{t('keepsNextNight', { time: NEXT_NIGHT_KEPT_UNTIL })}</p>
      ) : null}
      <p className="cancellation-terms__note">{t('bayTime', { timeZone })}</p>
    </div>
  );
}
