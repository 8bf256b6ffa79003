'use client';

import { useEffect, useRef, type ReactNode } from 'react';

type Props = {
  tone: 'success' | 'info' | 'error';
  title: string;
  /** Moves the focus here when it appears in place of a form, so the outcome is read first. */
  takeFocus?: boolean;
  children: ReactNode;
};

// The outcome of an account step: a status for good news, an alert for bad news.
export function Notice({ tone, title, takeFocus = false, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);
  return (
    <div
      ref={ref}
      role={tone === 'error' ? 'alert' : 'status'}
      tabIndex={takeFocus ? -1 : undefined}
      className={`alert alert--${tone}`}
    >
      <h2 className="alert__title">{title}</h2>
      {children}
    </div>
  );
}
