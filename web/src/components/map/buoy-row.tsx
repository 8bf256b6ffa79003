'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import type { MapBuoy } from '../../map/map-buoys';
import { buoySymbol } from '../../map/map-symbols';
import { SymbolIcon } from '../symbols/symbol-icon';
import { useBuoyLimitsText } from '../booking/use-buoy-limits';

// One buoy in a list (the map's bay panel, the bay page): its symbol, label and state for the
// stay, its own size limit when known (issue 28), and what can be done with it (`action`, given
// the id of the element naming the buoy).

type Props = {
  buoy: Pick<
    MapBuoy,
    'label' | 'management' | 'service_state' | 'status' | 'booked_until' | 'limits' | 'timeZone'
  >;
  action?: (nameId: string) => ReactNode;
  /** Why the chosen boat cannot use this buoy, when it cannot (issue 28 item 1). */
  misfit?: string;
};

export function BuoyRow({ buoy, action, misfit }: Props) {
  const t = useTranslations('MapPage');
  const format = useFormatter();
  const nameId = useId();
  const limitsText = useBuoyLimitsText();
  const symbol = buoySymbol(buoy);
  const until = buoy.status === 'booked' && buoy.booked_until !== null ? new Date(buoy.booked_until) : null;
  const state =
    until === null
      ? t(`buoyStates.${symbol.label}`)
      : t('buoyStates.bookedUntil', {
          time: format.dateTime(
            until,
            // The bay's clock, as the boater will live it there (spec §2); a buoy known without its
            // bay's zone says the reader's time and names it.
            buoy.timeZone === null
              ? { weekday: 'short', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' }
              : { weekday: 'short', hour: '2-digit', minute: '2-digit', timeZone: buoy.timeZone },
          ),
        });
  return (
    <li className="buoy-row" data-buoy={buoy.label} data-status={buoy.status ?? 'unknown'}>
      <SymbolIcon shape="buoy" glyph={symbol.glyph} tone={symbol.tone} />
      <span className="buoy-row__name" id={nameId}>
        {t('buoyName', { label: buoy.label })}
      </span>
      <span className="buoy-row__state">
        {state}
        {symbol.restricted ? `, ${t('restricted')}` : ''}
      </span>
      {buoy.limits === null ? null : <span className="buoy-row__limits">{limitsText(buoy.limits)}</span>}
      {misfit === undefined ? null : <strong className="buoy-row__misfit">{misfit}</strong>}
      {action ? <span className="buoy-row__action">{action(nameId)}</span> : null}
    </li>
  );
}
