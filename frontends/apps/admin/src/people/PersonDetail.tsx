import { Button, Card, ListSkeleton, LoadFailed } from '@helpwire/ui';
import { ApiError, errorText, toast } from '@helpwire/web-core';
import { useTranslation } from '@helpwire/libs/i18n';
import { ArrowLeft, Ban, Download, LogOut, MailCheck, ShieldCheck, Trash2, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useFormatDate } from '../format';
import { ADMIN_NAMESPACE } from '../texts';
import { ReasonDialog } from '../withdrawals/ReasonDialog';
import { EraseDialog } from './EraseDialog';
import { PersonActivity } from './PersonActivity';
import { PersonBadges, personName } from './PersonBadges';
import {
  useEraseAccount,
  useExportAccount,
  usePerson,
  useResendVerification,
  useSignOutEverywhere,
  useSuspend,
  useUnsuspend,
  useWarn,
  type PersonDetail as Detail,
} from './people-api';
import { downloadJson } from '../download';

const failed = (error: unknown) => toast.error(error instanceof ApiError ? errorText({ code: error.code, message: error.message }) : String(error));

function Verified({ yes }: { yes: boolean }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <span className={`hw-admin-people-verified hw-admin-people-verified--${yes ? 'yes' : 'no'}`}>
      {yes ? <ShieldCheck aria-hidden size={16} /> : <TriangleAlert aria-hidden size={16} />}
      {t(yes ? 'people.facts.verified' : 'people.facts.notVerified')}
    </span>
  );
}

/** Contact, verification, roles (a helper's review), when it joined, its id. */
function AccountFacts({ person }: { person: Detail }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const date = useFormatDate();
  return (
    <Card className="hw-admin-card">
      <h3>{t('people.facts.title')}</h3>
      <dl className="hw-admin-facts">
        <div>
          <dt>{t('people.facts.email')}</dt>
          <dd>
            <span dir="ltr">{person.email ?? t('common.none')}</span>
            {person.email && !person.erased && <Verified yes={person.emailVerified} />}
            {person.pendingEmail && (
              <span className="hw-admin-muted hw-admin-people-pending">{t('people.facts.pendingEmail', { email: person.pendingEmail })}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('people.facts.phone')}</dt>
          <dd>
            <span dir="ltr">{person.phone ?? t('common.none')}</span>
            {person.phone && !person.email && <Verified yes={person.phoneVerified} />}
          </dd>
        </div>
        <div>
          <dt>{t('people.facts.roles')}</dt>
          <dd>
            {person.roles.length === 0
              ? t('common.none')
              : person.roles
                  .map(
                    (role) =>
                      `${t(`people.role.${role.role}`)}${role.status ? ` (${t(`people.review.${role.status}`)})` : ''}${role.isAvailable ? ` · ${t('people.facts.available')}` : ''}`,
                  )
                  .join(t('people.facts.separator'))}
          </dd>
        </div>
        <div>
          <dt>{t('people.facts.joined')}</dt>
          <dd>{date(person.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('people.facts.id')}</dt>
          <dd dir="ltr">{person.id}</dd>
        </div>
      </dl>
      {person.roles
        .filter((role) => role.status === 'REJECTED' && role.rejectionReason)
        .map((role) => (
          <p key={role.role} className="hw-admin-reason">
            {t('people.facts.helperRejected', { reason: role.rejectionReason })}
          </p>
        ))}
    </Card>
  );
}

/** Suspended (since when, why) or in good standing; the warnings, oldest first. */
function Standing({ person }: { person: Detail }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const date = useFormatDate();
  return (
    <Card className="hw-admin-card">
      <h3>{t('people.standing.title')}</h3>
      {person.suspension ? (
        <div className="hw-admin-people-suspension">
          <p>
            <strong>{t('people.standing.suspendedSince', { date: date(person.suspension.at, true) })}</strong>
          </p>
          <p>
            {t('people.standing.reason')}: <span dir="auto">{person.suspension.reason}</span>
          </p>
        </div>
      ) : (
        <p className="hw-admin-muted">{t('people.standing.good')}</p>
      )}
      <h4 className="hw-admin-people-subhead">{t('people.standing.warnings')}</h4>
      {person.warnings.length === 0 ? (
        <p className="hw-admin-muted">{t('people.standing.noWarnings')}</p>
      ) : (
        <ul className="hw-admin-people-list">
          {person.warnings.map((warning) => (
            <li key={warning.id}>
              <span dir="auto">{warning.reason}</span>
              <span className="hw-admin-muted">
                {date(warning.createdAt)} · {t(warning.source === 'DISPUTE' ? 'people.standing.fromDispute' : 'people.standing.fromAdmin')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

type Asking = 'suspend' | 'warn' | 'signOut' | 'export' | 'erase' | null;

/**
 * One account (issue 24, item 6): who they are and how they stand, what they did (calls, money,
 * disputes, flags), and the admin's actions — suspend or lift, warn, sign out everywhere, resend the
 * code while unverified, export the data, erase — each asking for a reason and audited.
 */
export function PersonDetail({ id, focus, onBack }: { id: string; focus: boolean; onBack: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const person = usePerson(id);
  const suspend = useSuspend();
  const unsuspend = useUnsuspend();
  const warn = useWarn();
  const signOut = useSignOutEverywhere();
  const resend = useResendVerification();
  const exporting = useExportAccount();
  const erase = useEraseAccount();
  const [asking, setAsking] = useState<Asking>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = Boolean(person.data);
  useEffect(() => {
    if (focus && loaded) heading.current?.focus();
  }, [id, focus, loaded]);

  if (person.isPending) return <ListSkeleton label={t('people.loadingOne')} rows={3} />;
  if (person.isError) return <LoadFailed text={t('people.failedOne')} retryLabel={t('common.retry')} onRetry={() => void person.refetch()} />;
  const p = person.data;
  const name = personName(p, t('people.erasedName'));
  const isAdmin = p.roles.some((role) => role.role === 'ADMIN');
  const unverified = !p.erased && !p.emailVerified && !p.phoneVerified;
  const busy = [suspend, unsuspend, warn, signOut, resend, exporting, erase].some((m) => m.isPending);
  const done = (text: string) => () => {
    setAsking(null);
    toast.success(text);
  };

  return (
    <article className="hw-admin-helper" aria-labelledby={`hw-admin-person-${id}`}>
      <button type="button" className="hw-admin-back" onClick={onBack}>
        <ArrowLeft aria-hidden size={18} className="hw-mirror" />
        {t('people.back')}
      </button>
      <header className="hw-admin-helper__head">
        <h2 id={`hw-admin-person-${id}`} ref={heading} tabIndex={-1} dir="auto">
          {name}
        </h2>
        <PersonBadges person={p} />
      </header>
      {!p.erased && (
        <Card className="hw-admin-card">
          <h3>{t('people.actions.title')}</h3>
          <div className="hw-admin-people-actions">
            {p.suspension ? (
              <Button
                busy={unsuspend.isPending}
                disabled={busy}
                onClick={() => unsuspend.mutate(p.id, { onSuccess: () => toast.success(t('people.unsuspend.done', { name })), onError: failed })}
              >
                <ShieldCheck aria-hidden size={18} />
                {t('people.actions.unsuspend')}
              </Button>
            ) : (
              !isAdmin && (
                <Button disabled={busy} onClick={() => setAsking('suspend')}>
                  <Ban aria-hidden size={18} />
                  {t('people.actions.suspend')}
                </Button>
              )
            )}
            <Button variant="ghost" disabled={busy} onClick={() => setAsking('warn')}>
              <TriangleAlert aria-hidden size={18} />
              {t('people.actions.warn')}
            </Button>
            <Button variant="ghost" disabled={busy} onClick={() => setAsking('signOut')}>
              <LogOut aria-hidden size={18} />
              {t('people.actions.signOut')}
            </Button>
            {unverified && (
              <Button
                variant="ghost"
                busy={resend.isPending}
                disabled={busy}
                onClick={() => resend.mutate(p.id, { onSuccess: ({ sentTo }) => toast.success(t('people.resend.done', { to: sentTo })), onError: failed })}
              >
                <MailCheck aria-hidden size={18} />
                {t('people.actions.resend')}
              </Button>
            )}
            <Button variant="ghost" disabled={busy} onClick={() => setAsking('export')}>
              <Download aria-hidden size={18} />
              {t('people.actions.export')}
            </Button>
            {!isAdmin && (
              <Button variant="ghost" className="hw-admin-people-erase" disabled={busy} onClick={() => setAsking('erase')}>
                <Trash2 aria-hidden size={18} />
                {t('people.actions.erase')}
              </Button>
            )}
          </div>
          <p className="hw-admin-muted">{isAdmin ? t('people.actions.adminNote') : t('people.actions.hint')}</p>
        </Card>
      )}
      <AccountFacts person={p} />
      <Standing person={p} />
      <PersonActivity person={p} />
      {asking === 'suspend' && (
        <ReasonDialog
          title={t('people.suspend.title', { name })}
          label={t('people.suspend.label')}
          requiredText={t('people.suspend.required')}
          confirm={t('people.suspend.confirm')}
          danger
          busy={suspend.isPending}
          onClose={() => setAsking(null)}
          onConfirm={(reason) => suspend.mutate({ account: p.id, reason }, { onSuccess: done(t('people.suspend.done', { name })), onError: failed })}
        >
          <p>{t('people.suspend.what')}</p>
        </ReasonDialog>
      )}
      {asking === 'warn' && (
        <ReasonDialog
          title={t('people.warn.title', { name })}
          label={t('people.warn.label')}
          requiredText={t('people.warn.required')}
          confirm={t('people.warn.confirm')}
          busy={warn.isPending}
          onClose={() => setAsking(null)}
          onConfirm={(reason) => warn.mutate({ account: p.id, reason }, { onSuccess: done(t('people.warn.done', { name })), onError: failed })}
        />
      )}
      {asking === 'signOut' && (
        <ReasonDialog
          title={t('people.signOut.title', { name })}
          label={t('people.signOut.label')}
          requiredText={t('people.signOut.required')}
          confirm={t('people.signOut.confirm')}
          busy={signOut.isPending}
          onClose={() => setAsking(null)}
          onConfirm={(reason) =>
            signOut.mutate(
              { account: p.id, reason },
              {
                onSuccess: ({ ended }) => done(ended > 0 ? t('people.signOut.done', { name, count: ended }) : t('people.signOut.none', { name }))(),
                onError: failed,
              },
            )
          }
        >
          <p>{t('people.signOut.what')}</p>
        </ReasonDialog>
      )}
      {asking === 'export' && (
        <ReasonDialog
          title={t('people.export.title', { name })}
          label={t('people.export.label')}
          requiredText={t('people.export.required')}
          confirm={t('people.export.confirm')}
          busy={exporting.isPending}
          onClose={() => setAsking(null)}
          onConfirm={(reason) =>
            exporting.mutate(
              { account: p.id, reason },
              {
                onSuccess: (data) => {
                  const file = `helpwire-account-${p.id}.json`;
                  downloadJson(file, data);
                  done(t('people.export.done', { file }))();
                },
                onError: failed,
              },
            )
          }
        >
          <p>{t('people.export.what')}</p>
        </ReasonDialog>
      )}
      {asking === 'erase' && (
        <EraseDialog
          name={name}
          contact={p.email ?? p.phone ?? ''}
          busy={erase.isPending}
          onClose={() => setAsking(null)}
          onConfirm={(confirm, reason) => erase.mutate({ account: p.id, confirm, reason }, { onSuccess: done(t('people.erase.done')), onError: failed })}
        />
      )}
    </article>
  );
}
