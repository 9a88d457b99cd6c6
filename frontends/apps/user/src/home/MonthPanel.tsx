import { useDisputes } from '@helpwire/account';
import { useCallTotals } from '@helpwire/money';
import { useUnreadCount } from '@helpwire/notifications';
import { useFormatPrice } from '@helpwire/web-core';
import { Bell, Scale } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { Link } from '@helpwire/libs/router';
import { USER_NAMESPACE } from '../texts';
import { HomePanel } from './HomePanel';

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="hw-home-figure">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** This month's spending, calls and minutes (the calls' totals of the transactions, one request). */
export function MonthPanel() {
  const { t } = useTranslation(USER_NAMESPACE);
  const formatPrice = useFormatPrice();
  const totals = useCallTotals('this_month');
  return (
    <HomePanel id="month" title={t('home.month.title')} state={totals} rows={2} className="hw-home-month">
      {() => (
        <dl className="hw-home-figures">
          <Figure label={t('home.month.spent')} value={formatPrice(Number(totals.data?.amountCents ?? '0'))} />
          <Figure label={t('home.month.calls')} value={totals.data?.calls ?? 0} />
          <Figure label={t('home.month.minutes')} value={Math.round((totals.data?.billableSeconds ?? 0) / 60)} />
        </dl>
      )}
    </HomePanel>
  );
}

/** Unread notifications and open disputes, each a link to its page; each its own request. */
export function InboxPanel() {
  const { t } = useTranslation(USER_NAMESPACE);
  const unread = useUnreadCount();
  const disputes = useDisputes('USER', 1);
  // The newest page: an open dispute is among the latest ones (a page holds ten).
  const open = (disputes.data?.disputes ?? []).filter((d) => d.status !== 'RESOLVED').length;
  const state = {
    isPending: unread.isPending || disputes.isPending,
    isError: unread.isError || disputes.isError,
    refetch: () => Promise.all([unread.refetch(), disputes.refetch()]),
  };
  return (
    <HomePanel id="inbox" title={t('home.inbox.title')} state={state} rows={2} className="hw-home-inbox">
      {() => (
        <ul className="hw-home-inbox__list">
          <li>
            <Link className="hw-home-inbox__item" to="/notifications">
              <Bell aria-hidden size={20} />
              <span>{t('home.inbox.unread', { count: unread.data ?? 0 })}</span>
            </Link>
          </li>
          <li>
            <Link className="hw-home-inbox__item" to="/dispute">
              <Scale aria-hidden size={20} />
              <span>{t('home.inbox.disputes', { count: open })}</span>
            </Link>
          </li>
        </ul>
      )}
    </HomePanel>
  );
}
