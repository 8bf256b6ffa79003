'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { joinWaitlist } from '../../booking/waitlist-api';
import { useApiClient } from '../../hooks/use-api-client';
import { useStoredSession } from '../../hooks/use-stored-session';
import type { ApiError } from '../../http/api-error';
import type { StayKind, WaitlistEntry } from '../../http/api-schema';
import { buoyFit, type BuoyLimits } from '../../booking/buoy-fit';
import { isLocale } from '../../i18n/locales';
import { Link } from '../../i18n/navigation';
import { signInPath } from '../../session/return-path';
import { bayPage } from '../../site/public-pages';
import { FormAlert } from '../auth/form-alert';
import { useChosenBoat } from '../map/use-chosen-boat';
import { LeaveWaitlist } from './leave-waitlist';
import { useMyWaitlists } from './use-my-waitlists';
import { WaitlistPlace } from './waitlist-place';
import './waitlist.css';

// Issue 30 item 4: at a bay with no free buoy for the chosen stay, "Notify me when a buoy frees
// up" with the boat the boater would bring; then their place in line, and the way out. A visitor
// signs in first and comes back to this bay and stay. Where buoys are free but none takes the
// boat, the same form names the free one that does, if any, instead of joining.

export type WantedStay = { kind: StayKind; from: string; to: string };
type Props = {
  bayId: string;
  slug: string;
  stay: WantedStay;
  /** A buoy turned out to be free after all (`waitlist_bay_not_full`): the page lists it again. */
  onBuoyFree: () => void;
  /** The free buoys the page lists for the stay; none when every buoy is taken. */
  freeBuoys?: readonly FreeBuoy[];
};

export type FreeBuoy = { label: string; limits: BuoyLimits | null };

const sameStay = (entry: WaitlistEntry, bayId: string, stay: WantedStay) =>
  entry.bay_id === bayId &&
  entry.stay_kind === stay.kind &&
  entry.from_date === stay.from &&
  entry.to_date === stay.to;

export function JoinWaitlist({ bayId, slug, stay, onBuoyFree, freeBuoys = [] }: Props) {
  const t = useTranslations('Waitlist');
  const locale = useLocale();
  const session = useStoredSession();
  const waitlists = useMyWaitlists();
  const joined = waitlists.entries?.find((entry) => sameStay(entry, bayId, stay)) ?? null;

  if (!session.signedIn) {
    const here = `${bayPage(slug)}?${new URLSearchParams({ kind: stay.kind, from: stay.from, to: stay.to }).toString()}`;
    return (
      <p className="waitlist-join">
        <Link className="button button--secondary" href={isLocale(locale) ? signInPath(here, locale) : here}>
          {t('signInToJoin')}
        </Link>
      </p>
    );
  }
  if (waitlists.entries === null) return null;
  return joined === null ? (
    <JoinForm
      bayId={bayId}
      stay={stay}
      owner={session.user.email}
      onJoined={waitlists.refresh}
      onBuoyFree={onBuoyFree}
      freeBuoys={freeBuoys}
    />
  ) : (
    <section className="waitlist-join" aria-labelledby="waitlist-joined">
      <h3 id="waitlist-joined">{t('joinedHeading', { boat: joined.boat_name })}</h3>
      <WaitlistPlace entry={joined} />
      <LeaveWaitlist entry={joined} />
    </section>
  );
}

type FormProps = Pick<Props, 'bayId' | 'stay' | 'onBuoyFree'> &
  Required<Pick<Props, 'freeBuoys'>> & { owner: string; onJoined: () => void };

function JoinForm({ bayId, stay, owner, onJoined, onBuoyFree, freeBuoys }: FormProps) {
  const t = useTranslations('Waitlist');
  const locale = useLocale();
  const api = useApiClient();
  const { boats, boat, setBoatId } = useChosenBoat(owner);
  const boatField = useId();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<ApiError | null>(null);
  const chosen = boat ?? boats[0] ?? null;
  // The server would refuse the join (`waitlist_bay_not_full`): say which free buoy to book.
  const takesChosen =
    chosen === null
      ? undefined
      : freeBuoys.find((buoy) => buoy.limits !== null && buoyFit(chosen, buoy.limits) === 'fits');

  async function onJoin() {
    if (chosen === null) return;
    setSending(true);
    setProblem(null);
    const outcome = await joinWaitlist(api, {
      bay_id: bayId,
      boat_id: chosen.id,
      stay_kind: stay.kind,
      from_date: stay.from,
      ...(stay.kind === 'night' ? { to_date: stay.to } : {}),
      language: isLocale(locale) ? locale : 'en',
    });
    setSending(false);
    if (outcome.ok) return onJoined();
    setProblem(outcome.error);
    if (outcome.error.code === 'waitlist_bay_not_full') onBuoyFree();
  }

  return (
    <section className="waitlist-join" aria-labelledby="waitlist-join-heading">
      <h3 id="waitlist-join-heading">{t('joinHeading')}</h3>
      <p>{t(freeBuoys.length === 0 ? 'joinLead' : 'noneFitsLead')}</p>
      {boats.length === 0 ? (
        <p>
          <Link href="/dashboard/fleet">{t('addBoatFirst')}</Link>
        </p>
      ) : (
        <div className="field waitlist-join__boat">
          <label className="field__label" htmlFor={boatField}>
            {t('boatLabel')}
          </label>
          <select
            id={boatField}
            className="field__input"
            value={chosen?.id ?? ''}
            onChange={(event) => setBoatId(event.target.value)}
          >
            {boats.map((each) => (
              <option key={each.id} value={each.id}>
                {each.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {takesChosen === undefined || chosen === null ? null : (
        <p className="alert alert--info" role="status">
          {t('freeBuoyTakesBoat', { label: takesChosen.label, boat: chosen.name })}
        </p>
      )}
      <p className="booking-actions">
        <button
          type="button"
          className="button"
          disabled={sending || chosen === null || takesChosen !== undefined}
          onClick={() => void onJoin()}
          data-testid="join-waitlist"
        >
          {sending ? t('joining') : t('join')}
        </button>
      </p>
      <FormAlert summary={null} error={problem} />
    </section>
  );
}
