import { Panel } from '@helpwire/ui';
import { useTranslation } from '@helpwire/libs/i18n';
import { Link } from '@helpwire/libs/router';
import { ArrowRight, Inbox, UserCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useContactMessages, useHelpers } from '../admin-api';
import { sentAt, useFormatDate } from '../format';
import { ADMIN_NAMESPACE } from '../texts';
import '../admin.css';

/** One queue's figure: its count, one line about its oldest or newest, and the way into it. */
function QueueFigure({ icon, count, line, to, open }: { icon: ReactNode; count: string; line?: string; to: string; open: string }) {
  return (
    <div className="hw-admin-figure">
      <span className="hw-admin-figure__icon">{icon}</span>
      <p className="hw-admin-figure__count">{count}</p>
      {line && <p className="hw-admin-muted">{line}</p>}
      <Link className="hw-button hw-button--primary hw-admin-figure__open" to={to}>
        {open}
        <ArrowRight aria-hidden size={18} className="hw-mirror" />
      </Link>
    </div>
  );
}

/**
 * /admin: the console's overview (issue 24, item 1, first part): the two queues that exist so far —
 * helpers waiting for review and messages to support — each with its count and a link into it, read
 * from the queues' own routes (no aggregate API). Each panel loads and fails on its own.
 */
export default function OverviewPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const date = useFormatDate();
  const helpers = useHelpers('IN_REVIEW');
  const messages = useContactMessages(1, 1);
  const texts = (key: string) => ({ loading: t(`overview.${key}.loading`), failed: t(`overview.${key}.failed`), retry: t('common.retry') });
  const oldest = helpers.data?.[0] && sentAt(helpers.data[0]);
  const latest = messages.data?.messages[0]?.createdAt;
  return (
    <div className="hw-container hw-admin-page">
      <header className="hw-admin-page__head">
        <h1>{t('overview.title')}</h1>
        <p className="hw-admin-muted">{t('overview.intro')}</p>
      </header>
      <div className="hw-admin-overview">
        <Panel id="admin-helpers" title={t('overview.helpers.title')} state={helpers} texts={texts('helpers')} rows={2}>
          {() => (
            <QueueFigure
              icon={<UserCheck aria-hidden size={22} />}
              count={helpers.data!.length ? t('overview.helpers.count', { count: helpers.data!.length }) : t('overview.helpers.none')}
              line={oldest ? t('overview.helpers.oldest', { date: date(oldest) }) : undefined}
              to="/admin/helpers"
              open={t('overview.helpers.open')}
            />
          )}
        </Panel>
        <Panel id="admin-support" title={t('overview.support.title')} state={messages} texts={texts('support')} rows={2}>
          {() => (
            <QueueFigure
              icon={<Inbox aria-hidden size={22} />}
              count={messages.data!.meta.total ? t('overview.support.count', { count: messages.data!.meta.total }) : t('overview.support.none')}
              line={latest ? t('overview.support.latest', { date: date(latest, true) }) : undefined}
              to="/admin/support"
              open={t('overview.support.open')}
            />
          )}
        </Panel>
      </div>
    </div>
  );
}
