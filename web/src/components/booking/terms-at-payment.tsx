'use client';

import { useTranslations } from 'next-intl';
import { Link } from '../../i18n/navigation';
import { CheckboxField } from '../forms/checkbox-field';

// spec §5: the terms are accepted again at payment, on the preview or on a reopened hold.

type Props = { id: string; accepted: boolean; showError: boolean; onChange: (accepted: boolean) => void };

export function TermsAtPayment({ id, accepted, showError, onChange }: Props) {
  const t = useTranslations('Payment');
  return (
    <CheckboxField
      id={id}
      label={t.rich('terms', {
        link: (chunks) => (
          <Link href="/terms-and-conditions" target="_blank">
            {chunks}
          </Link>
        ),
      })}
      checked={accepted}
      required
      error={showError && !accepted ? t('termsBox') : undefined}
      onChange={onChange}
    />
  );
}
