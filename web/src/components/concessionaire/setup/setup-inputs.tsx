'use client';

import { useTranslations } from 'next-intl';
import { isErrorCode } from '../../../i18n/error-codes';
import { FormField } from '../../forms/form-field';
import type { SetupForm } from './setup-form-model';
import type { FormProblem } from './setup-problems';

// The setup form's inputs: each section gets the form, a way to change it and the text of a
// field's problem, and lays out its own fields with these.

export type SectionProps = {
  form: SetupForm;
  onChange: (patch: Partial<SetupForm>) => void;
};

/** A problem's words: the browser's own check, or the catalogue's message for the server's code. */
export function useProblemText(): (problem: FormProblem | undefined) => string | undefined {
  const t = useTranslations('BaySetupPage');
  const errors = useTranslations('ErrorCodes');
  return (problem) => {
    if (problem === undefined) return undefined;
    if ('key' in problem) return t(`problems.${problem.key}`);
    return isErrorCode(problem.code) ? errors(problem.code) : errors('generic');
  };
}

type InputProps = {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  hint?: string;
  required?: boolean;
  onChange: (value: string) => void;
};

/** A number with decimals (the page's own decimal sign or a point): degrees, percent, metres. */
export function DecimalField({ maxLength = 12, ...props }: InputProps & { maxLength?: number }) {
  return <FormField {...props} inputMode="decimal" autoComplete="off" maxLength={maxLength} />;
}

/** Euros with two decimals. */
export function MoneyField(props: InputProps) {
  return <DecimalField {...props} maxLength={13} />;
}

export function TimeField(props: InputProps) {
  return <FormField {...props} type="time" autoComplete="off" maxLength={5} />;
}

export function DateField(props: InputProps) {
  return <FormField {...props} type="date" autoComplete="off" maxLength={10} />;
}
