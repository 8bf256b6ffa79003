'use client';

import { useTranslations } from 'next-intl';

// Why a buoy goes out of service (at most 200 characters, as catalog keeps it) and, when known,
// until when, as the bay's wall clock reads (empty: until someone puts it back).

export type OutOfServiceDraft = { reason: string; until: string };

type Props = {
  draft: OutOfServiceDraft;
  timeZone: string;
  /** The bay's now, `YYYY-MM-DDTHH:MM`: the end cannot be earlier. */
  earliest: string;
  onChange: (draft: OutOfServiceDraft) => void;
};

export const REASON_MAX_LENGTH = 200;

export function OutOfServiceFields({ draft, timeZone, earliest, onChange }: Props) {
  const t = useTranslations('BuoyControl');
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor="out-of-service-reason">
          {t('reason')}
        </label>
        <p id="out-of-service-reason-hint" className="field__hint">
          {t('reasonHint', { max: REASON_MAX_LENGTH })}
        </p>
        <textarea
          id="out-of-service-reason"
          className="field__input"
          rows={3}
          required
          autoFocus
          maxLength={REASON_MAX_LENGTH}
          aria-describedby="out-of-service-reason-hint"
          value={draft.reason}
          onChange={(event) => onChange({ ...draft, reason: event.target.value })}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="out-of-service-until">
          {t('until')}
        </label>
        <p id="out-of-service-until-hint" className="field__hint">
          {t('untilHint', { timeZone })}
        </p>
        <input
          id="out-of-service-until"
          className="field__input"
          type="datetime-local"
          min={earliest}
          aria-describedby="out-of-service-until-hint"
          value={draft.until}
          onChange={(event) => onChange({ ...draft, until: event.target.value })}
        />
      </div>
    </>
  );
}
