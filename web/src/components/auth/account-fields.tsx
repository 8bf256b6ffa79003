'use client';

import { useTranslations } from 'next-intl';
import { FormField } from '../forms/form-field';
import { useFieldErrorMessage } from './auth-messages';
import { AUTH_LIMITS, type FieldErrors } from './auth-validation';

/** The part of a form's state (useFormState) that a group of its fields needs. */
type FieldsOf<F extends string> = {
  values: Record<F, string>;
  errors: FieldErrors<F>;
  set: (name: F) => (value: string) => void;
};

export function EmailField({ form }: { form: FieldsOf<'email'> }) {
  const f = useTranslations('AuthForm');
  const fieldMessage = useFieldErrorMessage();
  return (
    <FormField
      id="email"
      type="email"
      label={f('email')}
      value={form.values.email}
      error={fieldMessage(form.errors.email)}
      autoComplete="email"
      maxLength={AUTH_LIMITS.email}
      onChange={form.set('email')}
    />
  );
}

export function NameFields({ form }: { form: FieldsOf<'firstName' | 'lastName'> }) {
  const f = useTranslations('AuthForm');
  const fieldMessage = useFieldErrorMessage();
  return (
    <>
      <FormField
        id="firstName"
        label={f('firstName')}
        value={form.values.firstName}
        error={fieldMessage(form.errors.firstName)}
        autoComplete="given-name"
        maxLength={AUTH_LIMITS.name}
        onChange={form.set('firstName')}
      />
      <FormField
        id="lastName"
        label={f('lastName')}
        value={form.values.lastName}
        error={fieldMessage(form.errors.lastName)}
        autoComplete="family-name"
        maxLength={AUTH_LIMITS.name}
        onChange={form.set('lastName')}
      />
    </>
  );
}

/** A password the user already has (sign-in, the current one when changing it). */
export function CurrentPasswordField<P extends string>({
  form,
  name,
  label,
}: {
  form: FieldsOf<P>;
  name: P;
  label: string;
}) {
  const fieldMessage = useFieldErrorMessage();
  return (
    <FormField
      id={name}
      type="password"
      label={label}
      value={form.values[name]}
      error={fieldMessage(form.errors[name])}
      autoComplete="current-password"
      maxLength={AUTH_LIMITS.passwordMax}
      onChange={form.set(name)}
    />
  );
}

type PasswordPairProps<P extends string> = {
  form: FieldsOf<P>;
  names: readonly [P, P];
  labels: readonly [string, string];
};

/** A new password and its repeat (sign-up, reset, change), marked as such for password managers. */
export function NewPasswordFields<P extends string>({ form, names, labels }: PasswordPairProps<P>) {
  const f = useTranslations('AuthForm');
  const fieldMessage = useFieldErrorMessage();
  const [password, repeat] = names;
  return (
    <>
      <FormField
        id={password}
        type="password"
        label={labels[0]}
        hint={f('passwordHint', { min: AUTH_LIMITS.passwordMin, max: AUTH_LIMITS.passwordMax })}
        value={form.values[password]}
        error={fieldMessage(form.errors[password])}
        autoComplete="new-password"
        maxLength={AUTH_LIMITS.passwordMax}
        onChange={form.set(password)}
      />
      <FormField
        id={repeat}
        type="password"
        label={labels[1]}
        value={form.values[repeat]}
        error={fieldMessage(form.errors[repeat])}
        autoComplete="new-password"
        maxLength={AUTH_LIMITS.passwordMax}
        onChange={form.set(repeat)}
      />
    </>
  );
}
