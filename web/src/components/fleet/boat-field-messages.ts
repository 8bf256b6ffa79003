'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { BoatType } from '../../http/api-schema';
import { metresText, SIZE_BOUNDS_CM, type BoatFieldError, type SizeField } from './boat-form-model';

/** A size's bounds in the page's language (1,5 and 60 in Slovenian), for hints and errors. */
export function useSizeBounds(): (field: SizeField) => { min: string; max: string } {
  const locale = useLocale();
  return (field) => ({
    min: metresText(SIZE_BOUNDS_CM[field].min, locale),
    max: metresText(SIZE_BOUNDS_CM[field].max, locale),
  });
}

/** What to say under a field for each failed check. */
export function useBoatFieldMessage(): (error: BoatFieldError | undefined) => string | undefined {
  const t = useTranslations('FleetPage');
  const bounds = useSizeBounds();
  return (error) => {
    if (!error) return undefined;
    if (error.key === 'textLength') return t('textLength', { max: error.max });
    if (error.key === 'sizeRange') return t('sizeRange', bounds(error.field));
    return t(error.key);
  };
}

/** The four boat types (spec §3) in the page's language. */
export function useBoatTypeName(): (type: BoatType) => string {
  const t = useTranslations('FleetPage');
  return (type) => t(`types.${type}`);
}

/** A size in centimetres as the page shows it: "12.5 m", "12,5 m". */
export function useMetres(): (cm: number) => string {
  const locale = useLocale();
  const format = new Intl.NumberFormat(locale, { style: 'unit', unit: 'meter', maximumFractionDigits: 2 });
  return (cm) => format.format(cm / 100);
}
