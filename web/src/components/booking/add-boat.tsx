'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { Boat } from '../../http/api-schema';
import { BoatForm } from '../fleet/boat-form';

// A boat added without leaving the preview (spec §5), with My Fleet's own form; the boat saved
// is picked for the stay.

type Props = {
  onDone: (boat: Boat | null) => void;
  /** A walk-up guest's short form (qr/guest-boat-form.tsx): its heading and brand-and-model legend. */
  short?: { heading: string; brandModelLegend: string };
};

export function AddBoat({ onDone, short }: Props) {
  const t = useTranslations('BookingPreview');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="booking-add-boat">
      <h3 id="booking-add-boat-heading" ref={heading} tabIndex={-1}>
        {short ? short.heading : t('addBoatHeading')}
      </h3>
      <BoatForm
        kind={short ? 'short' : 'full'}
        brandModelLegend={short?.brandModelLegend}
        labelledBy="booking-add-boat-heading"
        onSaved={onDone}
        onCancel={() => onDone(null)}
      />
    </div>
  );
}
