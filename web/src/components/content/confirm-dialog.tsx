'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { ApiError } from '../../http/api-error';
import { FormAlert } from '../auth/form-alert';
import './confirm-dialog.css';

type Props = {
  title: string;
  body: string;
  keepLabel: string;
  confirmLabel: string;
  busyLabel: string;
  /** Does what was asked; an error it answers keeps the dialog open and says why. */
  onConfirm: () => Promise<ApiError | null>;
  onClose: () => void;
  /** What the person chooses before confirming (a reason, a note), under the body. */
  children?: ReactNode;
};

/**
 * Asks before something that cannot be undone. Opens modal with focus on the safe choice; a
 * refusal stays in the dialog with the server's reason.
 */
export function ConfirmDialog({
  title,
  body,
  keepLabel,
  confirmLabel,
  busyLabel,
  onConfirm,
  onClose,
  children,
}: Props) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  async function confirm() {
    setSending(true);
    setError(null);
    const refusal = await onConfirm();
    setSending(false);
    setError(refusal);
  }

  return (
    <dialog
      ref={dialogRef}
      className="dialog confirm-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onCancel={(event) => {
        // Escape: let React close it, so focus goes back to the button that opened it.
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <p id={`${id}-body`}>{body}</p>
      {children}
      <FormAlert summary={null} error={error} />
      <div className="button-row">
        <button type="button" className="button button--secondary" autoFocus onClick={onClose}>
          {keepLabel}
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={sending}
          onClick={() => void confirm()}
        >
          {sending ? busyLabel : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
