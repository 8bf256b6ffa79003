'use client';

import { useTranslations } from 'next-intl';
import type { Boat } from '../../http/api-schema';
import type { GuestBoatWording } from '../booking/boat-picker';
import { AddBoat } from '../booking/add-boat';

// Issue 28 item 4: a walk-up guest gives the boat at the buoy in a short form (name, type,
// registration, length); brand and model are optional, and a listed model fills in the type and
// its published length.
// Beam and draft are not asked: the boat is kept with them unknown, never guessed.

/** The boat step's words for a guest: the boat being moored, not a fleet they do not have. */
export function useGuestBoatWording(): GuestBoatWording {
  const t = useTranslations('QrGuestBoat');
  return { heading: t('heading'), lead: t('lead'), addBoat: t('addBoat') };
}

export function GuestBoatForm({ onDone }: { onDone: (boat: Boat | null) => void }) {
  const t = useTranslations('QrGuestBoat');
  return (
    <AddBoat
      onDone={onDone}
      short={{ heading: t('formHeading'), brandModelLegend: t('brandModelOptional') }}
    />
  );
}
