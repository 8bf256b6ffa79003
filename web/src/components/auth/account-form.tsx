'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useHydrated } from '../../hooks/use-hydrated';
import type { ErrorAliases } from './auth-messages';
import { FormAlert } from './form-alert';
import type { FormState } from './use-form-state';

type Props = {
  form: FormState;
  /** Names the form: its own label, or the id of the heading above it. */
  name: { label: string } | { labelledBy: string };
  submitLabel: string;
  sendingLabel: string;
  aliases?: ErrorAliases;
  onSubmit: () => void;
  children: ReactNode;
};

// The frame of every account form: one live alert for its problems, its fields, one submit button.
// Browser validation is off so that every message comes in the page's language. Until React has
// hydrated, the button stays disabled: a native submit would carry the fields to the server itself.
// So do the fields: what is typed or ticked before React runs would not reach its state, and a
// ticked terms box would be unticked again by hydration.
export function AccountForm({ form, name, submitLabel, sendingLabel, aliases, onSubmit, children }: Props) {
  const f = useTranslations('AuthForm');
  const hydrated = useHydrated();
  const invalid = Object.keys(form.errors).length > 0;
  return (
    <form
      ref={form.formRef}
      className="form"
      method="post"
      aria-label={'label' in name ? name.label : undefined}
      aria-labelledby={'labelledBy' in name ? name.labelledBy : undefined}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <FormAlert summary={invalid ? f('errorSummary') : null} error={form.error} aliases={aliases} />
      <fieldset className="form__fields" disabled={!hydrated}>
        {children}
      </fieldset>
      <div>
        <button type="submit" className="button" disabled={!hydrated || form.sending}>
          {form.sending ? sendingLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
