import { Button, Card, EmptyState, ListSkeleton, LoadFailed, Pager } from '@helpwire/ui';
import { useTranslation } from '@helpwire/libs/i18n';
import { useSearchParams } from '@helpwire/libs/router';
import { ApiError, errorText, toast } from '@helpwire/web-core';
import { Download, Mail, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { downloadCsv } from '../download';
import { languageName, useFormatDate } from '../format';
import { ADMIN_NAMESPACE } from '../texts';
import { ReasonDialog } from '../withdrawals/ReasonDialog';
import {
  NEWSLETTER_STATES,
  useExportSubscribers,
  useRemoveSubscriber,
  useSubscribers,
  type NewsletterState,
  type NewsletterSubscriber,
} from './newsletter-api';
import '../admin.css';

const failureText = (failure: unknown) => (failure instanceof ApiError ? errorText({ code: failure.code, message: failure.message }) : String(failure));

/**
 * /admin/newsletter (issue 24, item 8): who receives the newsletter (and who left it), newest first;
 * the subscribed addresses as a CSV for a mailing tool; an address taken off the list on request.
 * The export and each removal ask for a reason, kept in the audit log.
 */
export default function NewsletterPage() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const date = useFormatDate();
  const [params, setParams] = useSearchParams();
  const state: NewsletterState = params.get('state') === 'UNSUBSCRIBED' ? 'UNSUBSCRIBED' : 'SUBSCRIBED';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const subscribers = useSubscribers(state, page);
  const exporting = useExportSubscribers();
  const removing = useRemoveSubscriber();
  const [dialog, setDialog] = useState<{ kind: 'export' } | { kind: 'remove'; subscriber: NewsletterSubscriber }>();
  const go = (next: { state?: NewsletterState; page?: number }) => {
    const nextState = next.state ?? state;
    const nextPage = next.page ?? 1;
    setParams({ ...(nextState === 'SUBSCRIBED' ? {} : { state: nextState }), ...(nextPage > 1 ? { page: String(nextPage) } : {}) });
  };
  return (
    <div className="hw-container hw-admin-page">
      <header className="hw-admin-page__head">
        <h1>{t('pages.newsletter')}</h1>
        <p className="hw-admin-muted">{t('newsletter.intro')}</p>
      </header>
      <div className="hw-admin-toolbar">
        <div className="hw-admin-tabs" role="group" aria-label={t('newsletter.tabs.label')}>
          {NEWSLETTER_STATES.map((name) => (
            <button key={name} type="button" className="hw-admin-tab" aria-pressed={name === state} onClick={() => go({ state: name })}>
              {t(`newsletter.tabs.${name}`)}
            </button>
          ))}
        </div>
        <Button variant="ghost" onClick={() => setDialog({ kind: 'export' })}>
          <Download aria-hidden size={18} />
          {t('newsletter.export.open')}
        </Button>
      </div>
      {subscribers.isPending ? (
        <ListSkeleton label={t('newsletter.loading')} rows={4} height="3.5rem" />
      ) : subscribers.isError ? (
        <LoadFailed text={t('newsletter.failed')} retryLabel={t('common.retry')} onRetry={() => void subscribers.refetch()} />
      ) : subscribers.data.subscribers.length === 0 ? (
        <Card>
          <EmptyState icon={<Mail aria-hidden size={32} />} title={t(`newsletter.empty.${state}`)} />
        </Card>
      ) : (
        <>
          <p className="hw-admin-queue__count">{t(`newsletter.count.${state}`, { count: subscribers.data.meta.total })}</p>
          <ul className="hw-admin-subscribers" aria-label={t(`newsletter.tabs.${state}`)}>
            {subscribers.data.subscribers.map((subscriber) => (
              <li key={subscriber.email} className="hw-admin-subscriber">
                <div className="hw-admin-subscriber__who">
                  <strong dir="ltr">{subscriber.email}</strong>
                  <span className="hw-admin-muted">
                    {languageName(subscriber.language, i18n.language)} ·{' '}
                    {subscriber.unsubscribedAt
                      ? t('newsletter.left', { date: date(subscriber.unsubscribedAt) })
                      : t('newsletter.since', { date: date(subscriber.subscribedAt) })}
                  </span>
                </div>
                {!subscriber.unsubscribedAt && (
                  <Button variant="ghost" onClick={() => setDialog({ kind: 'remove', subscriber })}>
                    <UserMinus aria-hidden size={18} />
                    {t('newsletter.remove.open')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            lastPage={subscribers.data.meta.lastPage}
            onPage={(next) => go({ page: next })}
            labels={{
              previous: t('support.pager.previous'),
              next: t('support.pager.next'),
              page: t('support.pager.page', { page, lastPage: subscribers.data.meta.lastPage }),
            }}
          />
        </>
      )}
      {dialog?.kind === 'export' && (
        <ReasonDialog
          title={t('newsletter.export.title')}
          label={t('newsletter.export.reason')}
          hint={t('newsletter.export.hint')}
          requiredText={t('newsletter.reasonRequired')}
          confirm={t('newsletter.export.confirm')}
          busy={exporting.isPending}
          onClose={() => setDialog(undefined)}
          onConfirm={(reason) =>
            exporting.mutate(reason, {
              onSuccess: (file) => {
                downloadCsv(file.fileName, file.csv);
                toast.success(t('newsletter.export.done', { count: file.count }));
                setDialog(undefined);
              },
              onError: (failure) => toast.error(failureText(failure)),
            })
          }
        />
      )}
      {dialog?.kind === 'remove' && (
        <ReasonDialog
          title={t('newsletter.remove.title', { email: dialog.subscriber.email })}
          label={t('newsletter.remove.reason')}
          requiredText={t('newsletter.reasonRequired')}
          confirm={t('newsletter.remove.confirm')}
          busy={removing.isPending}
          danger
          onClose={() => setDialog(undefined)}
          onConfirm={(reason) =>
            removing.mutate(
              { email: dialog.subscriber.email, reason },
              {
                onSuccess: () => {
                  toast.success(t('newsletter.remove.done', { email: dialog.subscriber.email }));
                  setDialog(undefined);
                },
                onError: (failure) => toast.error(failureText(failure)),
              },
            )
          }
        />
      )}
    </div>
  );
}
