'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Berth } from '../backoffice-types';
import { useBayTime } from '../../../hooks/use-bay-time';
import { RowViews } from '../row-views';

const STAY_KIND_KEYS = { night: 'stayKind.night', day: 'stayKind.day' } as const satisfies Record<
  Berth['stay_kind'],
  string
>;

const COLUMNS = ['buoy', 'boat', 'skipper', 'loa', 'checkIn', 'checkOut', 'paid', 'onSite'] as const;
type Column = (typeof COLUMNS)[number];

/** Who to reach about a berth (issue 28 item 8): the skipper's name, and their phone to call. */
function Skipper({ berth, notGiven }: { berth: Berth; notGiven: string }) {
  if (berth.skipper_name === null && berth.skipper_phone === null) return notGiven;
  return (
    <>
      {berth.skipper_name}
      {berth.skipper_name !== null && berth.skipper_phone !== null ? <br /> : null}
      {berth.skipper_phone === null ? null : (
        <a href={`tel:${berth.skipper_phone.replace(/[^+\d]/g, '')}`}>{berth.skipper_phone}</a>
      )}
    </>
  );
}

/** The boats on the bay's buoys now (issue 15 item 3): a table on a desktop, cards on a phone. */
export function BerthsList({ berths, timeZone }: { berths: Berth[]; timeZone: string }) {
  const t = useTranslations('ConcessionaireOverview');
  const format = useFormatter();
  const bayTime = useBayTime(timeZone);
  const when = bayTime.dateAndTime;
  const cells = (berth: Berth): Record<Exclude<Column, 'skipper'>, string> & { skipper: ReactNode } => ({
    buoy: berth.buoy_label,
    boat: `${berth.boat_name} (${berth.registration_number})`,
    skipper: <Skipper berth={berth} notGiven={t('skipperNotGiven')} />,
    loa: format.number(berth.loa_cm / 100, { style: 'unit', unit: 'meter', maximumFractionDigits: 2 }),
    checkIn: when(berth.check_in),
    checkOut: `${when(berth.check_out)} · ${t(STAY_KIND_KEYS[berth.stay_kind])}`,
    paid: berth.paid ? t('paid') : t('notPaid'),
    onSite:
      berth.checked_in_at === null
        ? t('notCheckedIn')
        : t('checkedInAt', {
            time: bayTime.time(berth.checked_in_at),
          }),
  });

  if (berths.length === 0) return <p className="backoffice-empty">{t('noBerths')}</p>;
  return (
    <RowViews
      caption={t('berthsCaption')}
      columns={COLUMNS}
      heading={(column) => t(`berth.${column}`)}
      rows={berths.map((berth) => ({ id: berth.booking_id, cells: cells(berth) }))}
      titleColumns={['buoy', 'boat']}
      cardTitle={(cells) => t('buoyTitle', { buoy: cells.buoy, boat: cells.boat })}
    />
  );
}
