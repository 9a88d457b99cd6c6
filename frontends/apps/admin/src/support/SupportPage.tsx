import { Card, EmptyState, ListSkeleton, LoadFailed, Pager } from '@helpwire/ui';
import { useTranslation } from '@helpwire/libs/i18n';
import { useSearchParams } from '@helpwire/libs/router';
import { Inbox, Mail, UserRound } from 'lucide-react';
import { useContactMessages, type ContactMessage } from '../admin-api';
import { languageName, useFormatDate } from '../format';
import { ADMIN_NAMESPACE } from '../texts';
import '../admin.css';

/** A reply in the admin's own mail program: to the writer, "Re: <subject>". */
const replyLink = (message: ContactMessage, subject: string) => `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(subject)}`;

function MessageCard({ message }: { message: ContactMessage }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const date = useFormatDate();
  return (
    <Card className="hw-admin-message" data-message={message.id}>
      <header className="hw-admin-message__head">
        <h2 dir="auto">{message.subject}</h2>
        <time dateTime={message.createdAt} className="hw-admin-muted">
          {date(message.createdAt, true)}
        </time>
      </header>
      <p className="hw-admin-message__from">
        <strong dir="auto">{message.name}</strong>{' '}
        <span className="hw-admin-muted" dir="ltr">
          &lt;{message.email}&gt;
        </span>
      </p>
      <p className="hw-admin-message__meta hw-admin-muted">
        <span>
          <UserRound aria-hidden size={16} />
          {message.accountId ? t('support.account') : t('support.visitor')}
        </span>
        <span>{t('support.language', { language: languageName(message.language, i18n.language) })}</span>
      </p>
      <p className="hw-admin-message__body" dir="auto">
        {message.message}
      </p>
      <a className="hw-button hw-button--primary hw-admin-message__reply" href={replyLink(message, t('support.replySubject', { subject: message.subject }))}>
        <Mail aria-hidden size={18} />
        {t('support.reply')}
      </a>
    </Card>
  );
}

/**
 * /admin/support (issue 24, item 8, reading): the messages people sent to support, newest first,
 * paged, each with who wrote it (and whether signed in), its language, and a reply by e-mail.
 */
export default function SupportPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const messages = useContactMessages(page);
  return (
    <div className="hw-container hw-admin-page">
      <header className="hw-admin-page__head">
        <h1>{t('pages.support')}</h1>
        <p className="hw-admin-muted">{t('support.intro')}</p>
      </header>
      {messages.isPending ? (
        <ListSkeleton label={t('support.loading')} rows={3} height="8rem" />
      ) : messages.isError ? (
        <LoadFailed text={t('support.failed')} retryLabel={t('common.retry')} onRetry={() => void messages.refetch()} />
      ) : messages.data.messages.length === 0 ? (
        <Card>
          <EmptyState icon={<Inbox aria-hidden size={32} />} title={t('support.empty')} />
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
            onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
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
