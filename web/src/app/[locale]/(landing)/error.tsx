'use client';

import { ErrorView, type ErrorProps } from '../../../components/errors/error-view';

// Inside the page shell, so the navbar and footer stay usable while the page failed.
export default function PageError(props: ErrorProps) {
  return <ErrorView {...props} />;
}
