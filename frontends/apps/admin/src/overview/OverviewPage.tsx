import { Panel } from '@helpwire/ui';
import { useTranslation } from '@helpwire/libs/i18n';
import { Link } from '@helpwire/libs/router';
import { useFormatPrice } from '@helpwire/web-core';
import { ArrowRight, Banknote, Gavel, Inbox, UserCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useContactMessages, useOverview } from '../admin-api';
import { useFormatDate } from '../format';
import { ADMIN_NAMESPACE } from '../texts';
import '../admin.css';

/** One figure of a group: its number, what it counts, and a line under it when there is one. */
function Figure({ value, label, line }: { value: string; label: string; line?: string }) {
  return (
    <div className="hw-admin-stat">
      <dt>{label}</dt>
      <dd className="hw-admin-stat__value">{value}</dd>
      {line && <dd className="hw-admin-muted">{line}</dd>}
    </div>
  );
}

/** One queue: its count, one line about it, and the way into it. */
function Queue({
  icon,
  title,
  count,
  empty,
  line,
  to,
  open,
}: {
  icon: ReactNode;
  title: string;
  count: string;
  empty: boolean;
  line?: string;
  to: string;
  open: string;
}) {
  return (
    <li className="hw-admin-figure">
      <span className="hw-admin-figure__icon">{icon}</span>
      <h3 className="hw-admin-figure__title">{title}</h3>
      <p className={empty ? 'hw-admin-figure__count hw-admin-figure__count--none' : 'hw-admin-figure__count'}>{count}</p>
      {line && <p className="hw-admin-muted">{line}</p>}
      <Link className="hw-button hw-button--secondary hw-admin-figure__open" to={to}>
        {open}
        <ArrowRight aria-hidden size={18} className="hw-mirror" />
      </Link>
    </li>
  );
}

/**
 * /admin: the console's overview (issue 24, item 1): right now (helpers online, calls in progress),
 * today from the admin's own midnight (calls, minutes, money charged, commission, refunds), and every
 * queue with its count and the way into it. One read of GET /admin/overview every 15 seconds while
 * the page is open; the support inbox's count from its own route.
 */
export default function OverviewPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const date = useFormatDate();
  const price = useFormatPrice();
  const overview = useOverview();
  const messages = useContactMessages(1, 1, 'NEW');
  const texts = (key: string) => ({ loading: t(`overview.${key}.loading`), failed: t(`overview.${key}.failed`), retry: t('common.retry') });
  const latest = messages.data?.messages[0]?.createdAt;
  const figures = overview.data;
  const cents = (value: string) => price(Number(value));
  return (
    <div className="hw-container hw-admin-page">
      <header className="hw-admin-page__head">
        <h1>{t('overview.title')}</h1>
        <p className="hw-admin-muted">
          {t('overview.intro')}{' '}
          {overview.dataUpdatedAt > 0 && (
            <span className="hw-admin-updated">{t('overview.updated', { time: date(new Date(overview.dataUpdatedAt).toISOString(), true) })}</span>
          )}
        </p>
      </header>
      <div className="hw-admin-overview">
        <Panel id="admin-now" title={t('overview.now.title')} state={overview} texts={texts('figures')} rows={2}>
          {() => (
            <dl className="hw-admin-stats">
              <Figure
                value={String(figures!.helpers.online)}
                label={t('overview.now.online')}
                line={t('overview.now.inCall', { count: figures!.helpers.inCall })}
              />
              <Figure value={String(figures!.calls.inProgress)} label={t('overview.now.calls')} />
            </dl>
          )}
        </Panel>
        <Panel id="admin-today" title={t('overview.today.title')} state={overview} texts={texts('figures')} rows={2}>
          {() => (
            <dl className="hw-admin-stats">
              <Figure
                value={String(figures!.calls.requested)}
                label={t('overview.today.calls')}
                line={t('overview.today.connected', { count: figures!.calls.connected })}
              />
              <Figure value={String(figures!.calls.minutes)} label={t('overview.today.minutes')} />
              <Figure value={cents(figures!.money.chargedCents)} label={t('overview.today.charged')} />
              <Figure value={cents(figures!.money.commissionCents)} label={t('overview.today.commission')} />
              <Figure value={cents(figures!.money.refundedCents)} label={t('overview.today.refunded')} />
            </dl>
          )}
        </Panel>
      </div>
      <section className="hw-admin-queues" aria-labelledby="admin-queues">
        <h2 id="admin-queues">{t('overview.queues')}</h2>
        {overview.isSuccess && (
          <ul className="hw-admin-queues__list">
            <Queue
              icon={<UserCheck aria-hidden size={22} />}
              title={t('overview.helpers.title')}
              count={figures!.helpers.waitingForReview ? t('overview.helpers.count', { count: figures!.helpers.waitingForReview }) : t('overview.helpers.none')}
              empty={!figures!.helpers.waitingForReview}
              to="/admin/helpers"
              open={t('overview.helpers.open')}
            />
            <Queue
              icon={<Gavel aria-hidden size={22} />}
              title={t('overview.disputes.title')}
              count={figures!.disputes.open ? t('overview.disputes.count', { count: figures!.disputes.open }) : t('overview.disputes.none')}
              empty={!figures!.disputes.open}
              to="/admin/disputes"
              open={t('overview.disputes.open')}
            />
            <Queue
              icon={<Banknote aria-hidden size={22} />}
              title={t('overview.withdrawals.title')}
              count={figures!.withdrawals.pending ? t('overview.withdrawals.count', { count: figures!.withdrawals.pending }) : t('overview.withdrawals.none')}
              empty={!figures!.withdrawals.pending}
              line={figures!.withdrawals.pending ? t('overview.withdrawals.total', { amount: cents(figures!.withdrawals.pendingCents) }) : undefined}
              to="/admin/withdrawals"
              open={t('overview.withdrawals.open')}
            />
            {messages.isSuccess && (
              <Queue
                icon={<Inbox aria-hidden size={22} />}
                title={t('overview.support.title')}
                count={messages.data.meta.total ? t('overview.support.count', { count: messages.data.meta.total }) : t('overview.support.none')}
                empty={!messages.data.meta.total}
                line={latest ? t('overview.support.latest', { date: date(latest, true) }) : undefined}
                to="/admin/support"
                open={t('overview.support.open')}
              />
            )}
          </ul>
        )}
      </section>
    </div>
  );
}
