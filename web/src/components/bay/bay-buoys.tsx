'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import useSWR from 'swr';
import { useApiClient } from '../../hooks/use-api-client';
import { useStoredSession } from '../../hooks/use-stored-session';
import { offersBooking } from '../../booking/preview-query';
import { tonightIn } from '../../booking/stay-dates';
import { fetchBayBuoys } from '../../map/map-api';
import { byLabel, fromBayBuoys } from '../../map/map-buoys';
import { BookLink } from '../booking/book-link';
import { BuoyRow } from '../map/buoy-row';

// The bay page's buoys for tonight at the bay (issue 12 item 9), live for signed-in users, each
// bookable one with its Book action. Asked once the session is known, so a signed-in boater's
// first answer already carries the states.

type Props = { slug: string; timeZone: string };

export function BayBuoys({ slug, timeZone }: Props) {
  const t = useTranslations('MapPage');
  const api = useApiClient();
  const session = useStoredSession();
  const owner = session.signedIn ? session.user.email : null;
  const tonight = useMemo(() => tonightIn(timeZone, new Date()), [timeZone]);
  const stay = { kind: 'night' as const, ...tonight };
  const answer = useSWR(session.isReady ? ['bay-page-buoys', slug, tonight.from, owner] : null, () =>
    fetchBayBuoys(api, slug, stay),
  );
  const buoys = useMemo(() => (answer.data ? fromBayBuoys(answer.data).sort(byLabel) : null), [answer.data]);

  if (answer.error) return <p role="alert">{t('buoysFailed')}</p>;
  if (buoys === null) return <p role="status">{t('buoysLoading')}</p>;
  return (
    <ul className="buoy-rows bay-buoys">
      {buoys.map((buoy) => {
        const id = buoy.id;
        const bookable = id !== null && offersBooking(buoy, session.signedIn);
        const choice = { bay: slug, buoy: id ?? '', ...stay };
        return (
          <BuoyRow
            key={buoy.key}
            buoy={buoy}
            action={bookable ? (nameId) => <BookLink choice={choice} describedBy={nameId} /> : undefined}
          />
        );
      })}
    </ul>
  );
}
