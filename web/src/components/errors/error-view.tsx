'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { CHUNK_ERROR_EVENT, isChunkLoadError } from '../../build-version/reload-guard';
import { Link } from '../../i18n/navigation';

export type ErrorProps = { error: Error & { digest?: string }; reset: () => void };

// Errors from server rendering carry a digest (details stay in the server log): that is the
// "Internal Server Error" case; anything else failed in the browser: "Something went wrong".
export function ErrorView({ error, reset }: ErrorProps) {
  const t = useTranslations('Errors');
  useEffect(() => {
    if (isChunkLoadError(error)) window.dispatchEvent(new Event(CHUNK_ERROR_EVENT));
  }, [error]);
  const fromServer = error.digest !== undefined;
  return (
    // Nested: .container's padding shorthand (layout.css, loaded later) would undo .error-page's.
    <div className="container">
      <div className="error-page">
        <h1>{fromServer ? t('serverErrorTitle') : t('somethingWentWrongTitle')}</h1>
        <p>{fromServer ? t('serverErrorBody') : t('somethingWentWrongBody')}</p>
        <div className="button-row">
          <button type="button" className="button" onClick={reset}>
            {t('tryAgain')}
          </button>
          <Link className="button button--secondary" href="/">
            {t('backHome')}
          </Link>
        </div>
      </div>
    </div>
  );
}
