'use client';

import { ErrorView, type ErrorProps } from '../../components/errors/error-view';

// Catches what the group layouts could not render, so it brings its own <main>.
export default function LocaleError(props: ErrorProps) {
  return (
    <main id="main" className="site-main" tabIndex={-1}>
      <ErrorView {...props} />
    </main>
  );
}
