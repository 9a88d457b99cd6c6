import { Button, Modal, TextAreaField, TextField } from '@helpwire/ui';
import { useTranslation } from '@helpwire/libs/i18n';
import { useState, type FormEvent } from 'react';
import { ADMIN_NAMESPACE } from '../texts';

/**
 * Erasing an account: what goes, the account's e-mail typed again (its phone when it has none), and
 * the reason. Nothing is sent until both are written and the e-mail matches.
 */
export function EraseDialog({
  name,
  contact,
  busy,
  onConfirm,
  onClose,
}: {
  name: string;
  contact: string;
  busy: boolean;
  onConfirm: (confirm: string, reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [typed, setTyped] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ typed?: string; reason?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      typed: !typed.trim() ? t('people.erase.confirmRequired') : typed.trim().toLowerCase() !== contact.toLowerCase() ? t('people.erase.mismatch') : undefined,
      reason: reason.trim() ? undefined : t('people.erase.required'),
    };
    setErrors(next);
    if (!next.typed && !next.reason) onConfirm(typed.trim(), reason.trim());
  };
  return (
    <Modal title={t('people.erase.title', { name })} onClose={onClose}>
      <form className="hw-admin-reject" noValidate onSubmit={submit}>
        <p>{t('people.erase.what')}</p>
        <TextField
          label={t('people.erase.confirmLabel', { contact })}
          name="confirm"
          dir="ltr"
          autoComplete="off"
          value={typed}
          error={errors.typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setErrors((e) => ({ ...e, typed: undefined }));
          }}
        />
        <TextAreaField
          label={t('people.erase.label')}
          name="reason"
          maxLength={500}
          value={reason}
          error={errors.reason}
          onChange={(event) => {
            setReason(event.target.value);
            setErrors((e) => ({ ...e, reason: undefined }));
          }}
        />
        <div className="hw-admin-actions">
          <Button type="submit" className="hw-admin-danger" busy={busy}>
            {t('people.erase.confirm')}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
