'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { useApiClient } from '../../hooks/use-api-client';
import { isLocale } from '../../i18n/locales';
import {
  devicePushState,
  turnDevicePushOff,
  turnDevicePushOn,
  windowPushBrowser,
  type DevicePushState,
} from '../../push/device-push';

type Shown = DevicePushState | 'checking' | 'working' | 'failed';

/**
 * "Notifications on this device" (issue 30 item 4): waitlist offers by Web Push on this browser,
 * in the page's language. A browser without push support, or one that blocked notifications,
 * says so instead of offering a switch that cannot work.
 */
export function DevicePushSwitch() {
  const t = useTranslations('AccountPage');
  const locale = useLocale();
  const api = useApiClient();
  const browser = useMemo(() => windowPushBrowser(), []);
  const [shown, setShown] = useState<Shown>('checking');

  useEffect(() => {
    devicePushState(browser).then(setShown, () => setShown('off'));
  }, [browser]);

  const toggle = async (on: boolean) => {
    setShown('working');
    try {
      setShown(
        on
          ? await turnDevicePushOn(browser, api, isLocale(locale) ? locale : 'en')
          : await turnDevicePushOff(browser, api),
      );
    } catch {
      setShown('failed');
    }
  };

  if (shown === 'unsupported') return <p role="status">{t('pushUnsupported')}</p>;
  if (shown === 'denied') return <p role="status">{t('pushDenied')}</p>;
  const on = shown === 'on';
  return (
    <>
      <label className="switch">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          aria-checked={on}
          disabled={shown === 'checking' || shown === 'working'}
          onChange={(event) => void toggle(event.target.checked)}
        />{' '}
        {t('pushSwitch')}
      </label>
      <p role="status">
        {shown === 'failed'
          ? t('pushFailed')
          : shown === 'working'
            ? t('pushWorking')
            : on
              ? t('pushOn')
              : t('pushOff')}
      </p>
    </>
  );
}
