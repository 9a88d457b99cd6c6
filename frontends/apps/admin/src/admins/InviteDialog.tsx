import { TextField } from '@helpwire/ui';
import { useTranslation } from '@helpwire/libs/i18n';
import { useState } from 'react';
import { ADMIN_NAMESPACE } from '../texts';
import { ReasonDialog } from '../withdrawals/ReasonDialog';
import { MANAGE_ADMINS, type InviteInput } from './admins-api';

type Field = 'email' | 'firstName' | 'lastName';

/**
 * The invitation of an admin (decision 0083): the e-mail that receives the one-time code, their
 * name, whether they may manage admins too, and the reason kept in the audit log. Nothing is sent
 * until every field is written.
 */
export function InviteDialog({ busy, onInvite, onClose }: { busy: boolean; onInvite: (input: InviteInput) => void; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [values, setValues] = useState<Record<Field, string>>({ email: '', firstName: '', lastName: '' });
  const [manage, setManage] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const field = (name: Field) => ({
    name,
    label: t(`admins.invite.${name}`),
    value: values[name],
    error: errors[name],
    autoComplete: 'off',
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });
  const invite = (reason: string) => {
    const missing: Partial<Record<Field, string>> = {};
    if (!/^\S+@\S+\.\S+$/.test(values.email.trim())) missing.email = t('admins.invite.emailRequired');
    if (!values.firstName.trim()) missing.firstName = t('admins.invite.nameRequired');
    if (!values.lastName.trim()) missing.lastName = t('admins.invite.nameRequired');
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    onInvite({
      email: values.email.trim(),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      permissions: manage ? [MANAGE_ADMINS] : [],
      reason,
    });
  };
  return (
    <ReasonDialog
      title={t('admins.invite.title')}
      label={t('admins.reason')}
      requiredText={t('admins.reasonRequired')}
      confirm={t('admins.invite.confirm')}
      busy={busy}
      onClose={onClose}
      onConfirm={invite}
    >
      <p className="hw-admin-muted">{t('admins.invite.intro')}</p>
      <TextField {...field('email')} type="email" dir="ltr" maxLength={254} />
      <div className="hw-admin-invite__names">
        <TextField {...field('firstName')} maxLength={100} />
        <TextField {...field('lastName')} maxLength={100} />
      </div>
      <label className="hw-admin-invite__permission">
        <input type="checkbox" name="manage" checked={manage} onChange={(event) => setManage(event.target.checked)} />
        <span>{t('admins.invite.manage')}</span>
      </label>
    </ReasonDialog>
  );
}
