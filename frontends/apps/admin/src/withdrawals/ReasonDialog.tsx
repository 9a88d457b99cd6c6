import { Modal, TextAreaField, TextField } from '@helpwire/ui';
import { useTranslation } from '@helpwire/libs/i18n';
import { useState, type FormEvent, type ReactNode } from 'react';
import { DialogActions } from '../DialogActions';
import { ADMIN_NAMESPACE } from '../texts';

/**
 * A dialog asking one required text before an action: the reason for a reveal, an export or a
 * rejection, or the bank's reference of a payment. Nothing is sent until the text is written.
 */
export function ReasonDialog({
  title,
  label,
  hint,
  requiredText,
  confirm,
  busy,
  danger = false,
  singleLine = false,
  failure,
  onConfirm,
  onClose,
  children,
}: {
  title: string;
  label: string;
  hint?: string;
  requiredText: string;
  confirm: string;
  busy: boolean;
  danger?: boolean;
  /** A short value (a bank reference) rather than a sentence. */
  singleLine?: boolean;
  /** Why the last try was refused, shown above the buttons. */
  failure?: string;
  onConfirm: (text: string) => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setError(requiredText);
    onConfirm(text.trim());
  };
  const field = {
    label,
    name: singleLine ? 'reference' : 'reason',
    value: text,
    error,
    onChange: (event: { target: { value: string } }) => {
      setText(event.target.value);
      setError(undefined);
    },
  };
  return (
    <Modal title={title} onClose={onClose}>
      <form className="hw-admin-reject" noValidate onSubmit={submit}>
        {children}
        {singleLine ? <TextField {...field} maxLength={100} dir="ltr" autoComplete="off" /> : <TextAreaField {...field} maxLength={500} />}
        {hint && <p className="hw-admin-muted">{hint}</p>}
        <DialogActions confirm={confirm} busy={busy} danger={danger} cancel={t('common.cancel')} onCancel={onClose} failure={failure} />
      </form>
    </Modal>
  );
}
