'use client';

import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import type { MapBuoy } from '../../map/map-buoys';
import { buoySymbol } from '../../map/map-symbols';
import { SymbolIcon } from '../symbols/symbol-icon';
import { useBuoyLimitsText } from '../booking/use-buoy-limits';
import { useBuoyStateText } from './use-buoy-state-text';

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
  const stateText = useBuoyStateText();
  const nameId = useId();
  const limitsText = useBuoyLimitsText();
  const symbol = buoySymbol(buoy);
  return (
    <li className="buoy-row" data-buoy={buoy.label} data-status={buoy.status ?? 'unknown'}>
      <SymbolIcon shape="buoy" glyph={symbol.glyph} tone={symbol.tone} />
      <span className="buoy-row__name" id={nameId}>
        {t('buoyName', { label: buoy.label })}
      </span>
      <span className="buoy-row__state">{stateText(buoy)}</span>
      {buoy.limits === null ? null : <span className="buoy-row__limits">{limitsText(buoy.limits)}</span>}
      {misfit === undefined ? null : <strong className="buoy-row__misfit">{misfit}</strong>}
      {action ? <span className="buoy-row__action">{action(nameId)}</span> : null}
    </li>
  );
}
