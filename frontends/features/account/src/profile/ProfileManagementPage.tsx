import { Button, Card, Skeleton } from '@helpwire/ui';
import { Trash2 } from 'lucide-react';
import { use, useState } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import type { AccountRole } from '../fields/roles';
import { useCurrentUser } from '../current-user';
import { accountTextsReady } from '../texts';
import { AvailabilityToggle } from './AvailabilityToggle';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DeleteAccountModal } from './DeleteAccountModal';
import { EmailCodeForm } from './EmailCodeForm';
import { ProfileForm } from './ProfileForm';
import { VerificationBanner } from './VerificationBanner';
import { WarningsPanel } from './WarningsPanel';
import './profile.css';

/**
 * Profile Management (spec §2, /profile-management and /helper/profile-management): the profile
 * form, a changed e-mail's code, the password, deleting the account; for helpers the admin's
 * verification and, once approved, the Availability switch; the account's own warnings.
 */
/** `inCall`: a call is in progress (the helper's availability cannot change then). */
export function ProfileManagementPage({ role, inCall = false }: { role: AccountRole; inCall?: boolean }) {
  use(accountTextsReady());
  const { t } = useTranslation('account-forms');
  const user = useCurrentUser();
  const [codeSentTo, setCodeSentTo] = useState<string>();
  const [deleting, setDeleting] = useState(false);
  if (!user) return <Skeleton height="20rem" />;
  const pendingEmail = codeSentTo ?? user.pendingEmail ?? undefined;
  const hasPassword = user.hasPassword;

  return (
    <section className="hw-container hw-account-page" aria-labelledby="hw-profile-title">
      <h1 id="hw-profile-title">{t('account.profile.title')}</h1>
      {role === 'helper' && (
        <div className="hw-account-status">
          <VerificationBanner user={user} />
          <AvailabilityToggle inCall={inCall} />
        </div>
      )}
      {pendingEmail && (
        <Card className="hw-account-card" data-testid="email-change">
          <h2>{t('account.email.codeTitle')}</h2>
          <EmailCodeForm key={pendingEmail} email={pendingEmail} onDone={() => setCodeSentTo(undefined)} />
        </Card>
      )}
      <ProfileForm key={user.id} role={role} user={user} onEmailCodeSent={setCodeSentTo} />
      <WarningsPanel />
      <Card className="hw-account-card">
        <h2>{t('account.password.title')}</h2>
        {hasPassword ? <ChangePasswordForm role={role} /> : <p>{t('account.password.none')}</p>}
      </Card>
      <Card className="hw-account-card hw-account-card--danger">
        <h2>{t(`account.delete.title.${role}`)}</h2>
        <p>{t('account.delete.explain')}</p>
        <Button className="hw-button--danger" onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden size={18} />
          {t('account.delete.open')}
        </Button>
      </Card>
      {deleting && <DeleteAccountModal role={role} hasPassword={hasPassword} onClose={() => setDeleting(false)} />}
    </section>
  );
}

export default ProfileManagementPage;
