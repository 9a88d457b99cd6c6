import { useTranslation } from '@helpwire/libs/i18n';
import { ApiError, errorText } from '@helpwire/web-core';
import { useState } from 'react';
import { ADMIN_NAMESPACE } from '../texts';
import { ReasonDialog } from '../withdrawals/ReasonDialog';
import { ChangeList, type ShownChange } from './ChangeList';

/**
 * The confirmation of a change to the help content: what changes, before → after, and the reason
 * the audit log keeps; nothing is sent before the reason is written. A refusal is shown here, the
 * edit kept (back to the editor with "Cancel").
 */
export function SaveHelpDialog({
  title,
  intro,
  confirm,
  changes,
  danger = false,
  onSave,
  onClose,
}: {
  title: string;
  intro: string;
  confirm: string;
  changes: ShownChange[];
  danger?: boolean;
  /** Sends the change with the reason; resolves once saved. */
  onSave: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const save = async (reason: string) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await onSave(reason);
    } catch (error) {
      setFailure(error instanceof ApiError ? errorText({ code: error.code, message: error.message }, undefined, ADMIN_NAMESPACE) : String(error));
      setBusy(false);
    }
  };
  return (
    <ReasonDialog
      title={title}
      label={t('helpContent.reason')}
      hint={t('content.publicNote')}
      requiredText={t('helpContent.reasonRequired')}
      confirm={confirm}
      busy={busy}
      danger={danger}
      onConfirm={(reason) => void save(reason)}
      onClose={onClose}
    >
      <p>{intro}</p>
      {changes.length > 0 && <ChangeList changes={changes} />}
      {failure && (
        <p className="hw-field__error" role="alert">
          {failure}
        </p>
      )}
    </ReasonDialog>
  );
}
