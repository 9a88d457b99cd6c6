import { Button, Card, EmptyState, ListSkeleton, LoadFailed } from '@helpwire/ui';
import { useTranslation } from '@helpwire/libs/i18n';
import { ApiError, errorText, toast, useAppStore } from '@helpwire/web-core';
import { ShieldCheck, ShieldOff, UserPlus, UserX } from 'lucide-react';
import { useState } from 'react';
import { fullName, useFormatDate } from '../format';
import { ADMIN_NAMESPACE } from '../texts';
import { ReasonDialog } from '../withdrawals/ReasonDialog';
import { InviteDialog } from './InviteDialog';
import { MANAGE_ADMINS, useAdmins, useDeactivateAdmin, useInviteAdmin, useSetPermission, type AdminAccount } from './admins-api';
import '../admin.css';
import './admins.css';

const failureText = (failure: unknown) => (failure instanceof ApiError ? errorText({ code: failure.code, message: failure.message }) : String(failure));

/** The signed-in admin's account id, from the session token's subject. */
function useOwnId(): string | undefined {
  const token = useAppStore((s) => s.auth.token);
  try {
    const payload = token?.split('.')[1];
    return payload ? (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: string }).sub : undefined;
  } catch {
    return undefined;
  }
}

type Dialog = { kind: 'invite' } | { kind: 'permission'; admin: AdminAccount; granted: boolean } | { kind: 'deactivate'; admin: AdminAccount };

function AdminRow({ admin, own, onAct }: { admin: AdminAccount; own: boolean; onAct: (dialog: Dialog) => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const date = useFormatDate();
  const manages = admin.permissions.includes(MANAGE_ADMINS);
  return (
    <li className="hw-admin-subscriber hw-admin-admin">
      <div className="hw-admin-subscriber__who">
        <strong>
          {fullName(admin)}
          {own && <span className="hw-admin-muted"> · {t('admins.you')}</span>}
        </strong>
        <span dir="ltr" className="hw-admin-admin__email">
          {admin.email}
        </span>
        <span className="hw-admin-muted">
          {admin.lastSignInAt ? t('admins.lastSignIn', { date: date(admin.lastSignInAt, true) }) : t('admins.neverSignedIn')}
        </span>
        <span className="hw-admin-admin__pills">
          {manages && <span className="hw-admin-pill hw-admin-pill--manage">{t('admins.permission.manage')}</span>}
          <span className={`hw-admin-pill ${admin.secondFactorEnrolled ? 'hw-admin-pill--enrolled' : 'hw-admin-pill--pending'}`}>
            {t(admin.secondFactorEnrolled ? 'admins.secondFactor.on' : 'admins.secondFactor.off')}
          </span>
          {admin.invitationPending && <span className="hw-admin-pill hw-admin-pill--pending">{t('admins.invitationPending')}</span>}
        </span>
      </div>
      {!own && (
        <div className="hw-admin-admin__actions">
          <Button variant="ghost" onClick={() => onAct({ kind: 'permission', admin, granted: !manages })}>
            {manages ? <ShieldOff aria-hidden size={18} /> : <ShieldCheck aria-hidden size={18} />}
            {t(manages ? 'admins.permission.remove' : 'admins.permission.grant')}
          </Button>
          <Button variant="ghost" onClick={() => onAct({ kind: 'deactivate', admin })}>
            <UserX aria-hidden size={18} />
            {t('admins.deactivate.open')}
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * /admin/admins (decision 0083), for admins holding admins.manage (the shell lists it to them only,
 * and the auth service refuses the others): every admin with their permissions, last sign-in and
 * authenticator app; an admin invited by e-mail, given or refused the management of admins, or
 * deactivated — never oneself. Each action asks for a reason, kept in the audit log.
 */
export default function AdminsPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const ownId = useOwnId();
  const admins = useAdmins();
  const inviting = useInviteAdmin();
  const permission = useSetPermission();
  const deactivating = useDeactivateAdmin();
  const [dialog, setDialog] = useState<Dialog>();
  const close = () => setDialog(undefined);
  const onError = (failure: unknown) => toast.error(failureText(failure));
  return (
    <div className="hw-container hw-admin-page">
      <header className="hw-admin-page__head">
        <h1>{t('pages.admins')}</h1>
        <p className="hw-admin-muted">{t('admins.intro')}</p>
      </header>
      <div className="hw-admin-toolbar">
        <Button onClick={() => setDialog({ kind: 'invite' })}>
          <UserPlus aria-hidden size={18} />
          {t('admins.invite.open')}
        </Button>
      </div>
      {admins.isPending ? (
        <ListSkeleton label={t('admins.loading')} rows={3} height="4.5rem" />
      ) : admins.isError ? (
        <LoadFailed text={t('admins.failed')} retryLabel={t('common.retry')} onRetry={() => void admins.refetch()} />
      ) : admins.data.length === 0 ? (
        <Card>
          <EmptyState icon={<ShieldCheck aria-hidden size={32} />} title={t('admins.empty')} />
        </Card>
      ) : (
        <ul className="hw-admin-subscribers" aria-label={t('pages.admins')}>
          {admins.data.map((admin) => (
            <AdminRow key={admin.id} admin={admin} own={admin.id === ownId} onAct={setDialog} />
          ))}
        </ul>
      )}
      {dialog?.kind === 'invite' && (
        <InviteDialog
          busy={inviting.isPending}
          onClose={close}
          onInvite={(input) =>
            inviting.mutate(input, {
              onSuccess: (admin) => {
                toast.success(t('admins.invite.done', { email: admin.email }));
                close();
              },
              onError,
            })
          }
        />
      )}
      {dialog?.kind === 'permission' && (
        <ReasonDialog
          title={t(dialog.granted ? 'admins.permission.grantTitle' : 'admins.permission.removeTitle', { name: fullName(dialog.admin) })}
          label={t('admins.reason')}
          requiredText={t('admins.reasonRequired')}
          confirm={t(dialog.granted ? 'admins.permission.grant' : 'admins.permission.remove')}
          busy={permission.isPending}
          onClose={close}
          onConfirm={(reason) =>
            permission.mutate(
              { id: dialog.admin.id, granted: dialog.granted, reason },
              {
                onSuccess: () => {
                  toast.success(t(dialog.granted ? 'admins.permission.granted' : 'admins.permission.removed', { name: fullName(dialog.admin) }));
                  close();
                },
                onError,
              },
            )
          }
        />
      )}
      {dialog?.kind === 'deactivate' && (
        <ReasonDialog
          title={t('admins.deactivate.title', { name: fullName(dialog.admin) })}
          label={t('admins.reason')}
          hint={t('admins.deactivate.hint')}
          requiredText={t('admins.reasonRequired')}
          confirm={t('admins.deactivate.confirm')}
          busy={deactivating.isPending}
          danger
          onClose={close}
          onConfirm={(reason) =>
            deactivating.mutate(
              { id: dialog.admin.id, reason },
              {
                onSuccess: () => {
                  toast.success(t('admins.deactivate.done', { name: fullName(dialog.admin) }));
                  close();
                },
                onError,
              },
            )
          }
        />
      )}
    </div>
  );
}
