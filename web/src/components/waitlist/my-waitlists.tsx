'use client';

import { useTranslations } from 'next-intl';
import { RetryAlert } from '../content/retry-alert';
import { LeaveWaitlist } from './leave-waitlist';
import { useStayDatesText } from './stay-dates-text';
import { useMyWaitlists } from './use-my-waitlists';
import { WaitlistPlace } from './waitlist-place';
import './waitlist.css';

// Issue 30 item 4: My Bookings' "Waitlists": each stay the boater waits for, their place in line
// or the buoy kept for them now, and Leave. Nothing shows while they wait for none.

export function MyWaitlists() {
  const t = useTranslations('Waitlist');
  const { entries, failed, refresh } = useMyWaitlists();
  const datesText = useStayDatesText();
  if (failed) return <RetryAlert title={t('listFailed')} retryLabel={t('retry')} onRetry={refresh} />;
  if (entries === null || entries.length === 0) return null;
  return (
    <section className="waitlists" aria-labelledby="my-waitlists-heading" data-testid="my-waitlists">
      <h2 id="my-waitlists-heading">{t('sectionHeading')}</h2>
      <ul className="waitlists__list">
        {entries.map((entry) => (
          <li key={entry.entry_id} className="waitlists__entry" data-entry-id={entry.entry_id}>
            <h3 id={`waitlist-${entry.entry_id}`} className="waitlists__bay">
              {entry.bay_name}
            </h3>
            <p>{datesText({ kind: entry.stay_kind, from: entry.from_date, to: entry.to_date })}</p>
            <p>{t('boat', { boat: entry.boat_name })}</p>
            <WaitlistPlace entry={entry} />
            <LeaveWaitlist entry={entry} describedBy={`waitlist-${entry.entry_id}`} />
          </li>
        ))}
      </ul>
    </section>
  );
}
