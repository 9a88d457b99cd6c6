import { Button } from '@helpwire/ui';
import { ApiError, errorText } from '@helpwire/web-core';
import type { ReactNode } from 'react';

/** What a refusal says to the admin: the API's text for its code, else the error itself. */
export const failureText = (error: unknown): string => (error instanceof ApiError ? errorText({ code: error.code, message: error.message }) : String(error));

/**
 * The end of a dialog or form: why the last try was refused (when it was), the button that acts
 * (a form's submit when `onConfirm` is absent) and the one that leaves.
 */
export function DialogActions({
  confirm,
  busy,
  danger = false,
  onConfirm,
  cancel,
  onCancel,
  failure,
}: {
  confirm: ReactNode;
  busy: boolean;
  danger?: boolean;
  onConfirm?: () => void;
  cancel: string;
  onCancel: () => void;
  failure?: string;
}) {
  return (
    <>
      {failure && (
        <p className="hw-field__error" role="alert">
          {failure}
        </p>
      )}
      <div className="hw-admin-actions">
        <Button type={onConfirm ? 'button' : 'submit'} className={danger ? 'hw-admin-danger' : undefined} busy={busy} onClick={onConfirm}>
          {confirm}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {cancel}
        </Button>
      </div>
    </>
  );
}
