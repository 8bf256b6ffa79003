'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useRef, useState, type ReactNode } from 'react';
import type { Boat } from '../../http/api-schema';
import { RetryAlert } from '../content/retry-alert';

// spec §5: the boat is picked from the caller's fleet, or added here without leaving the page
// (`renderAddForm` gets a callback for the boat just added, which is then picked).

/** Words for a caller without an account (issue 28 item 4): a walk-up guest has no fleet to speak of. */
export type GuestBoatWording = { heading: string; lead: string; addBoat: string };

type Props = {
  boats: Boat[] | null;
  state: 'loading' | 'failed' | 'ready';
  boatId: string | null;
  invalid: boolean;
  onPick: (boatId: string) => void;
  onRetry: () => void;
  renderAddForm: (done: (boat: Boat | null) => void) => ReactNode;
  /** A guest's heading, lead and button, in place of the fleet's "no boat yet". */
  guest?: GuestBoatWording;
};

function BoatOption({
  boat,
  checked,
  invalid,
  onPick,
}: {
  boat: Boat;
  checked: boolean;
  invalid: boolean;
  onPick: () => void;
}) {
  const format = useFormatter();
  const t = useTranslations('BookingPreview');
  const id = `boat-${boat.id}`;
  return (
    <div className="booking-boat">
      <input
        id={id}
        type="radio"
        name="boat"
        value={boat.id}
        checked={checked}
        aria-invalid={invalid ? true : undefined}
        onChange={onPick}
      />
      <label htmlFor={id}>
        <span className="booking-boat__name">{boat.name}</span>{' '}
        <span className="booking-boat__facts">
          {t('boatFacts', {
            registration: boat.registration_number,
            loa: format.number(boat.loa_cm / 100, { style: 'unit', unit: 'meter', maximumFractionDigits: 2 }),
          })}
        </span>
      </label>
    </div>
  );
}

export function BoatPicker({ boats, state, boatId, invalid, onPick, onRetry, renderAddForm, guest }: Props) {
  const t = useTranslations('BookingPreview');
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const none = boats !== null && boats.length === 0;
  const lead = guest ? guest.lead : t('noBoats');
  return (
    <section className="booking-section" aria-labelledby="booking-boat-heading">
      <h2 id="booking-boat-heading">{guest ? guest.heading : t('boatHeading')}</h2>
      {state === 'failed' ? (
        <RetryAlert title={t('fleetFailed')} retryLabel={t('retry')} onRetry={onRetry} />
      ) : null}
      {boats === null ? (
        state === 'loading' ? (
          <p role="status">{t('fleetLoading')}</p>
        ) : null
      ) : (
        <fieldset className="booking-boats" aria-describedby={none ? 'booking-no-boats' : undefined}>
          <legend className="visually-hidden">{t('boatLegend')}</legend>
          {none ? <p id="booking-no-boats">{lead}</p> : null}
          {boats.map((boat) => (
            <BoatOption
              key={boat.id}
              boat={boat}
              checked={boat.id === boatId}
              invalid={invalid}
              onPick={() => onPick(boat.id)}
            />
          ))}
        </fieldset>
      )}
      {adding ? (
        renderAddForm((boat) => {
          setAdding(false);
          if (boat !== null) onPick(boat.id);
          requestAnimationFrame(() => addButton.current?.focus());
        })
      ) : (
        <button
          ref={addButton}
          type="button"
          className="button button--secondary"
          onClick={() => setAdding(true)}
        >
          {guest ? guest.addBoat : t('addBoat')}
        </button>
      )}
    </section>
  );
}
