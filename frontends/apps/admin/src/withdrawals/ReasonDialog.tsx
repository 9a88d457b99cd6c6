import { Button, Modal, TextAreaField, TextField } from '@helpwire/ui';
import { useTranslation } from '@helpwire/libs/i18n';
import { useState, type FormEvent, type ReactNode } from 'react';
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
        <div className="hw-admin-actions">
          <Button type="submit" className={danger ? 'hw-admin-danger' : undefined} busy={busy}>
            {confirm}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
