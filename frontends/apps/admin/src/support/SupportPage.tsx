import { Button, Card, EmptyState, ListSkeleton, LoadFailed, Pager } from '@helpwire/ui';
import { useTranslation } from '@helpwire/libs/i18n';
import { useSearchParams } from '@helpwire/libs/router';
import { toast } from '@helpwire/web-core';
import { Archive, Inbox, Reply, RotateCcw, UserRound } from 'lucide-react';
import { useState } from 'react';
import { CONTACT_TABS, useContactMessages, useSetContactStatus, type ContactMessage, type ContactTab } from '../admin-api';
import { languageName, useFormatDate } from '../format';
import { ADMIN_NAMESPACE } from '../texts';
import { ContactAnswer } from './ContactAnswer';
import '../admin.css';

function MessageCard({ message }: { message: ContactMessage }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const date = useFormatDate();
  const [answering, setAnswering] = useState(false);
  const setStatus = useSetContactStatus();
  const closed = message.status === 'CLOSED';
  const changeStatus = (status: 'NEW' | 'CLOSED') =>
    setStatus.mutate({ id: message.id, status }, { onSuccess: () => toast.success(t(status === 'CLOSED' ? 'support.closed' : 'support.reopened')) });
  return (
    <Card className="hw-admin-message" data-message={message.id} aria-label={message.subject}>
      <header className="hw-admin-message__head">
        <h2 dir="auto">{message.subject}</h2>
        <span className={`hw-admin-pill hw-admin-pill--${message.status.toLowerCase()}`}>{t(`support.status.${message.status}`)}</span>
      </header>
      <p className="hw-admin-message__from">
        <strong dir="auto">{message.name}</strong>{' '}
        <span className="hw-admin-muted" dir="ltr">
          &lt;{message.email}&gt;
        </span>
      </p>
      <p className="hw-admin-message__meta hw-admin-muted">
        <time dateTime={message.createdAt}>{date(message.createdAt, true)}</time>
        <span>
          <UserRound aria-hidden size={16} />
          {message.accountId ? t('support.account') : t('support.visitor')}
        </span>
        <span>{t('support.language', { language: languageName(message.language, i18n.language) })}</span>
      </p>
      <p className="hw-admin-message__body" dir="auto">
        {message.message}
      </p>
      {message.replies.length > 0 && (
        <ol className="hw-admin-replies" aria-label={t('support.answers')}>
          {message.replies.map((reply) => (
            <li key={reply.id} className="hw-admin-reply">
              <p className="hw-admin-muted">{t('support.answeredAt', { date: date(reply.createdAt, true) })}</p>
              <p className="hw-admin-message__body" dir="auto">
                {reply.body}
              </p>
            </li>
          ))}
        </ol>
      )}
      {answering ? (
        <ContactAnswer message={message} onDone={() => setAnswering(false)} />
      ) : (
        <div className="hw-admin-actions">
          <Button onClick={() => setAnswering(true)}>
            <Reply aria-hidden size={18} className="hw-mirror" />
            {message.replies.length ? t('support.answerAgain') : t('support.answer.open')}
          </Button>
          <Button variant="ghost" busy={setStatus.isPending} onClick={() => changeStatus(closed ? 'NEW' : 'CLOSED')}>
            {closed ? <RotateCcw aria-hidden size={18} /> : <Archive aria-hidden size={18} />}
            {closed ? t('support.reopen') : t('support.close')}
          </Button>
        </div>
      )}
    </Card>
  );
}

/**
 * /admin/support (issue 24, item 8): the messages people sent to support, newest first, by state —
 * new, answered, closed, or all — each with who wrote it (and whether signed in), its language, the
 * answers sent, an answer written here and e-mailed by the service, and close / open again.
 */
export default function SupportPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const tab: ContactTab = (CONTACT_TABS as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as ContactTab) : 'NEW';
  const messages = useContactMessages(page, undefined, tab);
  const go = (next: { tab?: ContactTab; page?: number }) => {
    const status = next.tab ?? tab;
    const nextPage = next.page ?? 1;
    setParams({ ...(status === 'NEW' ? {} : { status }), ...(nextPage > 1 ? { page: String(nextPage) } : {}) });
  };
  return (
    <div className="hw-container hw-admin-page">
      <header className="hw-admin-page__head">
        <h1>{t('pages.support')}</h1>
        <p className="hw-admin-muted">{t('support.intro')}</p>
      </header>
      <div className="hw-admin-tabs" role="group" aria-label={t('support.tabs.label')}>
        {CONTACT_TABS.map((name) => (
          <button key={name} type="button" className="hw-admin-tab" aria-pressed={name === tab} onClick={() => go({ tab: name })}>
            {t(`support.tabs.${name}`)}
          </button>
        ))}
      </div>
      {messages.isPending ? (
        <ListSkeleton label={t('support.loading')} rows={3} height="8rem" />
      ) : messages.isError ? (
        <LoadFailed text={t('support.failed')} retryLabel={t('common.retry')} onRetry={() => void messages.refetch()} />
      ) : messages.data.messages.length === 0 ? (
        <Card>
          <EmptyState icon={<Inbox aria-hidden size={32} />} title={t(`support.empty.${tab}`)} />
        </Card>
      ) : (
        <>
          <p className="hw-admin-queue__count">{t('support.count', { count: messages.data.meta.total })}</p>
          <div className="hw-admin-messages">
            {messages.data.messages.map((message) => (
              <MessageCard key={message.id} message={message} />
            ))}
          </div>
          <Pager
            page={page}
            lastPage={messages.data.meta.lastPage}
            onPage={(next) => go({ page: next })}
            labels={{
              previous: t('support.pager.previous'),
              next: t('support.pager.next'),
              page: t('support.pager.page', { page, lastPage: messages.data.meta.lastPage }),
            }}
          />
        </>
      )}
    </div>
  );
}
