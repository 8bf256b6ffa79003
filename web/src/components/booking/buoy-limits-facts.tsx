'use client';

import { useTranslations } from 'next-intl';
import { buoyFit, type BoatSize, type BuoyLimits } from '../../booking/buoy-fit';
import { useBuoyLimitsText } from './use-buoy-limits';

// The preview's fact "takes boats up to 12 m, monohulls" (issue 28 item 1): the buoy's own limit.
// Once a boat is picked that the buoy does not take, it says so before any price or payment, for
// the reason the server would give.

type Props = { limits: BuoyLimits; boat: (BoatSize & { name: string }) | null };

export function BuoyLimitsFacts({ limits, boat }: Props) {
  const t = useTranslations('BuoyFit');
  const limitsText = useBuoyLimitsText();
  const fit = boat === null ? 'fits' : buoyFit(boat, limits);
  return (
    <>
      <dt>{t('limitsLabel')}</dt>
      <dd data-testid="booking-buoy-limits">
        {limitsText(limits)}
        {boat === null || fit === 'fits' ? null : (
          <strong className="booking-misfit" data-testid="booking-buoy-misfit">
            {t(fit === 'too_long' ? 'tooLong' : 'hullNotAccepted', { boat: boat.name })}
          </strong>
        )}
      </dd>
    </>
  );
}
