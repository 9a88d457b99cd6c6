import { Button, Modal, TextAreaField } from '@helpwire/ui';
import { useTranslation } from '@helpwire/libs/i18n';
import { useState, type FormEvent } from 'react';
import { ADMIN_NAMESPACE } from '../texts';

/** The reason a rejected helper will see, asked before the helper is rejected. */
export function RejectDialog({ name, busy, onReject, onClose }: { name: string; busy: boolean; onReject: (reason: string) => void; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError(t('helpers.decision.reasonRequired'));
    onReject(reason.trim());
  };
  return (
    <Modal title={t('helpers.decision.rejectTitle', { name })} onClose={onClose}>
      <form className="hw-admin-reject" noValidate onSubmit={submit}>
        <TextAreaField
          label={t('helpers.decision.reason', { name })}
          name="reason"
          maxLength={1000}
          value={reason}
          error={error}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
        <p className="hw-admin-muted">{t('helpers.decision.reasonHint')}</p>
        <div className="hw-admin-actions">
          <Button type="submit" className="hw-admin-danger" busy={busy}>
            {t('helpers.decision.confirmReject')}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
