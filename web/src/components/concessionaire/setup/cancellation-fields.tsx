'use client';

import { useTranslations } from 'next-intl';
import type { SetupField } from './setup-form-model';
import { NEXT_NIGHT_KEPT_UNTIL } from '../../../booking/visits';
import { CheckboxField } from '../../forms/checkbox-field';
import { DecimalField, TimeField, type SectionProps } from './setup-inputs';

type Props = SectionProps & { problem: (field: SetupField) => string | undefined };

/**
 * Issue 30 item 1: when a boater may cancel for free, and what a late cancellation of a night
 * gives back. Times are the bay's; bookings keep the policy of the moment they were made.
 */
export function CancellationFields({ form, onChange, problem }: Props) {
  const t = useTranslations('CancellationPolicy');
  return (
    <section className="backoffice-section" aria-labelledby="setup-cancellation">
      <h2 id="setup-cancellation">{t('setupHeading')}</h2>
      <p className="field__hint">{t('setupLead')}</p>
      <div className="bay-setup__groups">
        <fieldset className="bay-setup__group">
          <legend>{t('setupNights')}</legend>
          <div className="bay-setup__pair">
            <DecimalField
              id="setup-cancel-days"
              label={t('setupDaysBefore')}
              value={form.cancelDaysBefore}
              error={problem('cancelDays')}
              maxLength={2}
              onChange={(cancelDaysBefore) => onChange({ cancelDaysBefore })}
            />
            <TimeField
              id="setup-cancel-time"
              label={t('setupUntilTime')}
              value={form.cancelUntilTime}
              error={problem('cancelTime')}
              onChange={(cancelUntilTime) => onChange({ cancelUntilTime })}
            />
          </div>
          <DecimalField
            id="setup-cancel-share"
            label={t('setupLatePercent')}
            hint={t('setupLatePercentHint')}
            value={form.cancelLatePercent}
            error={problem('cancelShare')}
            maxLength={3}
            onChange={(cancelLatePercent) => onChange({ cancelLatePercent })}
          />
        </fieldset>
        <fieldset className="bay-setup__group">
          <legend>{t('setupDays')}</legend>
          <DecimalField
            id="setup-cancel-hours"
            label={t('setupHoursBefore')}
            hint={t('setupHoursHint')}
            value={form.cancelDayHours}
            error={problem('cancelHours')}
            maxLength={2}
            onChange={(cancelDayHours) => onChange({ cancelDayHours })}
          />
        </fieldset>
      </div>
      <div className="bay-setup__keep">
        <CheckboxField
          id="setup-keep-next-night"
          label={t('setupKeepNextNight')}
          hint={t('setupKeepNextNightHint', { time: NEXT_NIGHT_KEPT_UNTIL })}
          checked={form.keepNextNight}
          onChange={(keepNextNight) => onChange({ keepNextNight })}
        />
      </div>
    </section>
  );
}
