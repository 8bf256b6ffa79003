'use client';

import { useTranslations } from 'next-intl';
import { CheckboxField } from '../../forms/checkbox-field';
import type { SetupField } from './setup-form-model';
import { MoneyField, TimeField, type SectionProps } from './setup-inputs';

type Props = SectionProps & { problem: (field: SetupField) => string | undefined };

/** A stay's two times; the error under the second, as the server refuses them together (`stay_time_invalid`). */
function TimesFields({
  id,
  labels,
  values,
  error,
  onChange,
}: {
  id: string;
  labels: [string, string];
  values: [string, string];
  error: string | undefined;
  onChange: (values: [string, string]) => void;
}) {
  const [from, until] = values;
  return (
    <div className="bay-setup__pair">
      <TimeField
        id={`${id}-from`}
        label={labels[0]}
        value={from}
        error={undefined}
        onChange={(value) => onChange([value, until])}
      />
      <TimeField
        id={`${id}-until`}
        label={labels[1]}
        value={until}
        error={error}
        onChange={(value) => onChange([from, value])}
      />
    </div>
  );
}

/** spec §4: night stays (check-in on arrival, check-out on departure) and their price. */
export function NightStayFields({ form, onChange, problem }: Props) {
  const t = useTranslations('BaySetupPage');
  return (
    <fieldset className="bay-setup__group">
      <legend>{t('nightHeading')}</legend>
      <CheckboxField
        id="setup-night-offered"
        label={t('nightOffered')}
        checked={form.nightOffered}
        onChange={(nightOffered) => onChange({ nightOffered })}
      />
      {form.nightOffered ? (
        <>
          <TimesFields
            id="setup-night-times"
            labels={[t('checkIn'), t('checkOut')]}
            values={[form.nightCheckIn, form.nightCheckOut]}
            error={problem('nightTimes')}
            onChange={([nightCheckIn, nightCheckOut]) => onChange({ nightCheckIn, nightCheckOut })}
          />
          <MoneyField
            id="setup-night-price"
            label={t('nightPrice')}
            hint={t('moneyHint')}
            value={form.nightPrice}
            error={problem('nightPrice')}
            onChange={(nightPrice) => onChange({ nightPrice })}
          />
        </>
      ) : null}
    </fieldset>
  );
}

/** spec §4: day stays, priced per started hour or for the full day (the cheaper is charged). */
export function DayStayFields({ form, onChange, problem }: Props) {
  const t = useTranslations('BaySetupPage');
  return (
    <fieldset className="bay-setup__group">
      <legend>{t('dayHeading')}</legend>
      <CheckboxField
        id="setup-day-offered"
        label={t('dayOffered')}
        checked={form.dayOffered}
        onChange={(dayOffered) => onChange({ dayOffered })}
      />
      {form.dayOffered ? (
        <>
          <TimesFields
            id="setup-day-times"
            labels={[t('dayFrom'), t('dayUntil')]}
            values={[form.dayCheckIn, form.dayCheckOut]}
            error={problem('dayTimes')}
            onChange={([dayCheckIn, dayCheckOut]) => onChange({ dayCheckIn, dayCheckOut })}
          />
          <div className="bay-setup__pair">
            <MoneyField
              id="setup-day-hour"
              label={t('dayPerHour')}
              value={form.dayPerHour}
              error={problem('dayPerHour')}
              onChange={(dayPerHour) => onChange({ dayPerHour })}
            />
            <MoneyField
              id="setup-day-full"
              label={t('dayFullDay')}
              value={form.dayFullDay}
              error={problem('dayFullDay')}
              onChange={(dayFullDay) => onChange({ dayFullDay })}
            />
          </div>
        </>
      ) : null}
    </fieldset>
  );
}
