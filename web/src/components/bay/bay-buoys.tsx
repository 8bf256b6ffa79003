'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import useSWR from 'swr';
import { useApiClient } from '../../hooks/use-api-client';
import { useStoredSession } from '../../hooks/use-stored-session';
import { offersBooking } from '../../booking/preview-query';
import { embedIdOf, partnerStayOf } from '../../booking/partner-link';
import { fetchBayBuoys } from '../../map/map-api';
import { byLabel, fromBayBuoys } from '../../map/map-buoys';
import { BookLink } from '../booking/book-link';
import { useBuoyLimitsText } from '../booking/use-buoy-limits';
import { JoinWaitlist } from '../waitlist/join-waitlist';

// The bay page's bookable buoys for tonight at the bay (issue 12 item 9), one Book link each:
// live for signed-in users (only the free ones), every digital buoy in service for visitors, who
// sign in first and come back to their choice. Asked once the session is known, so a signed-in
// boater's first answer already carries the states. The map lists every buoy with its state.
// A partner's link (issue 27 item 5) may choose the stay and names its embed, which every Book
// link carries on to the hold. Each names the buoy's own size limit (issue 28), which may be
// stricter than the bay's. A bay with no free buoy for the stay offers its waitlist (issue 30
// item 4), and so does one whose free buoys may not take the boater's boat, folded under the list.

type Props = { bayId: string; slug: string; timeZone: string };

export function BayBuoys({ bayId, slug, timeZone }: Props) {
  const t = useTranslations('MapPage');
  const p = useTranslations('PartnerStay');
  const w = useTranslations('Waitlist');
  const search = useSearchParams();
  const api = useApiClient();
  const session = useStoredSession();
  const owner = session.signedIn ? session.user.email : null;
  const query = search.toString();
  const { prefilled, ...stay } = useMemo(
    () => partnerStayOf(new URLSearchParams(query), timeZone, new Date()),
    [query, timeZone],
  );
  const embed = embedIdOf(new URLSearchParams(query));
  const limitsText = useBuoyLimitsText();
  const answer = useSWR(
    session.isReady ? ['bay-page-buoys', slug, stay.kind, stay.from, stay.to, owner] : null,
    () => fetchBayBuoys(api, slug, stay),
  );
  const bookable = useMemo(
    () =>
      answer.data
        ? fromBayBuoys(answer.data)
            .filter((buoy) => buoy.id !== null && offersBooking(buoy, session.signedIn))
            .sort(byLabel)
        : null,
    [answer.data, session.signedIn],
  );

  if (answer.error) return <p role="alert">{t('buoysFailed')}</p>;
  // Issue 15 item 6: no Book button where the operator cannot take payments; a notice instead.
  if (answer.data?.bookable_online === false)
    return <p className="alert alert--info">{t('notBookableOnlineNote')}</p>;
  if (bookable === null) return <p role="status">{t('buoysLoading')}</p>;
  const chosen = prefilled ? (
    <p className="bay-note">{p(stay.kind, { from: stay.from, to: stay.to })}</p>
  ) : null;
  if (bookable.length === 0)
    return (
      <>
        {chosen}
        <p>{prefilled ? p('noneBookable') : t('noneBookableTonight')}</p>
        <JoinWaitlist bayId={bayId} slug={slug} stay={stay} onBuoyFree={() => void answer.mutate()} />
      </>
    );
  const free = prefilled
    ? p('free', { count: bookable.length })
    : t('freeTonight', { count: bookable.length });
  return (
    <>
      {chosen}
      <p className="bay-note">{session.signedIn ? free : t('signInToBookNote')}</p>
      <ul className="bay-book-list">
        {bookable.map((buoy) => (
          <li key={buoy.key} className="bay-book-list__item">
            <BookLink
              choice={{ bay: slug, buoy: buoy.id ?? '', ...stay, ...(embed === undefined ? {} : { embed }) }}
              label={t('buoyName', { label: buoy.label })}
              describedBy={buoy.limits === null ? undefined : `limits-${buoy.id ?? ''}`}
            />
            {buoy.limits === null ? null : (
              <span id={`limits-${buoy.id ?? ''}`} className="bay-book-list__limits">
                {limitsText(buoy.limits)}
              </span>
            )}
          </li>
        ))}
      </ul>
      {session.signedIn ? (
        <details className="waitlist-fold">
          <summary>{w('noneFitsSummary')}</summary>
          <JoinWaitlist
            bayId={bayId}
            slug={slug}
            stay={stay}
            onBuoyFree={() => void answer.mutate()}
            freeBuoys={bookable}
          />
        </details>
      ) : null}
    </>
  );
}
