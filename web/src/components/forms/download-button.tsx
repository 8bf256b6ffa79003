'use client';

import { useState, type ReactNode } from 'react';

type Props = {
  className: string;
  /** Fetches the file with the session's token and saves it; false when it could not. */
  download: () => Promise<boolean>;
  /** Said (politely, in a status) when the download fails. */
  failedText: string;
  children: ReactNode;
};

/**
 * A file that needs the session's token to fetch, so a button rather than a link: it is disabled
 * while fetching and says so when the file could not be had.
 */
export function DownloadButton({ className, download, failedText, children }: Props) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function save() {
    setBusy(true);
    setFailed(false);
    setFailed(!(await download().catch(() => false)));
    setBusy(false);
  }
  return (
    <>
      <button type="button" className={className} disabled={busy} onClick={() => void save()}>
        {children}
      </button>
      <span role="status">{failed ? failedText : ''}</span>
    </>
  );
}
