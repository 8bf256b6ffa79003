'use client';

import { useTranslations } from 'next-intl';
import type { ApplicationState } from '../../http/api-schema';
import { STATE_TONES } from './application-state';
import './apply.css';

/** An application's state as a word in a coloured outline (the word carries it, not the colour). */
export function ApplicationStateBadge({ state }: { state: ApplicationState }) {
  const t = useTranslations('ApplicationStates');
  return <span className={`application-state application-state--${STATE_TONES[state]}`}>{t(state)}</span>;
}
