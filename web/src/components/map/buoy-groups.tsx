'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { byLabel, type MapBuoy } from '../../map/map-buoys';
import { buoySymbol, type BuoyLabel } from '../../map/map-symbols';
import { BuoyRow } from './buoy-row';

// The bay panel's buoys (issue 17): a bay of 50 or more would be a list longer than the screen, so
// from GROUP_FROM buoys they are grouped by state, each group with its count and collapsible. The
// groups with something to do (Book) are open, the others closed; a short list stays flat.

const GROUP_FROM = 13;
/** What a boater looks for first: what can be booked, then what cannot. */
const GROUP_ORDER: readonly BuoyLabel[] = [
  'available',
  'signIn',
  'fcfs',
  'held',
  'booked',
  'stayNotOffered',
  'outOfService',
  'traditional',
];

type Props = {
  buoys: MapBuoy[];
  action: (buoy: MapBuoy) => ((nameId: string) => ReactNode) | undefined;
  /** The order within the list and each group; by label unless a chosen boat ranks them. */
  order?: (a: MapBuoy, b: MapBuoy) => number;
  /** Why a chosen boat cannot use a buoy, when it cannot. */
  misfit?: (buoy: MapBuoy) => string | undefined;
};

function rows(buoys: MapBuoy[], { action, misfit }: Pick<Props, 'action' | 'misfit'>) {
  return (
    <ul className="buoy-rows">
      {buoys.map((buoy) => (
        <BuoyRow key={buoy.key} buoy={buoy} action={action(buoy)} misfit={misfit?.(buoy)} />
      ))}
    </ul>
  );
}

export function BuoyGroups({ buoys, action, order = byLabel, misfit }: Props) {
  const t = useTranslations('MapPage');
  // Opened or closed by the reader; otherwise the default below.
  const [chosen, setChosen] = useState<Partial<Record<BuoyLabel, boolean>>>({});
  const sorted = [...buoys].sort(order);
  if (sorted.length < GROUP_FROM) return rows(sorted, { action, misfit });

  const groups = GROUP_ORDER.map((label) => ({
    label,
    buoys: sorted.filter((buoy) => buoySymbol(buoy).label === label),
  })).filter((group) => group.buoys.length > 0);
  const actionable = groups.filter((group) => group.buoys.some((buoy) => action(buoy) !== undefined));
  const openByDefault = new Set(actionable.length > 0 ? actionable.map((g) => g.label) : [groups[0]?.label]);

  return (
    <div className="buoy-groups">
      {groups.map((group) => (
        <details
          key={group.label}
          className="buoy-group"
          open={chosen[group.label] ?? openByDefault.has(group.label)}
          onToggle={(event) => {
            const open = event.currentTarget.open;
            setChosen((current) =>
              current[group.label] === open ? current : { ...current, [group.label]: open },
            );
          }}
        >
          <summary className="buoy-group__summary">
            {t(`buoyStates.${group.label}`)}
            <span className="buoy-group__count">{group.buoys.length}</span>
          </summary>
          {rows(group.buoys, { action, misfit })}
        </details>
      ))}
    </div>
  );
}
