'use client';

import { ErrorView, type ErrorProps } from '../../../components/errors/error-view';

// Inside the QR layout, so the help contacts stay on screen while a step failed (issue 14 item 7).
export default function QrError(props: ErrorProps) {
  return <ErrorView {...props} />;
}
