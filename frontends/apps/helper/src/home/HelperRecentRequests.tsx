import type { CallHistoryItem } from '@helpwire/contracts';
import { useCallHistory } from '@helpwire/calls';
import { formatDuration, useCategoryIndex } from '@helpwire/signed-in';
import { useFormatPrice } from '@helpwire/web-core';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';
import { Link } from '@helpwire/libs/router';
import { HELPER_NAMESPACE } from '../texts';
import { HomePanel } from './HomePanel';

const RECENT_CALLS = 5;

function RecentCall({ call }: { call: CallHistoryItem }) {
  const { t, i18n } = useTranslation(HELPER_NAMESPACE);
  const formatPrice = useFormatPrice();
  const category = useCategoryIndex().index.get(call.categoryId);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(call.date));
  const stars = (rating: number | null | undefined) => (rating ? t('home.recent.stars', { rating }) : t('home.recent.none'));
  return (
    <li className="hw-helper-call" data-call={call.id}>
      <div className="hw-helper-call__facts">
        <p className="hw-helper-call__who">
          {call.callerFirstName ?? t('home.recent.someone')} · {category?.name ?? call.categoryId}
        </p>
        <p className="hw-helper-muted">
          <time dateTime={call.date}>{date}</time> · <bdi dir="ltr">{formatDuration(call.billableSeconds)}</bdi>
        </p>
      </div>
      <dl className="hw-helper-call__money">
        <div>
          <dt>{t('home.recent.earned')}</dt>
          <dd>{call.total === null ? t('home.recent.notYet') : formatPrice(call.total)}</dd>
        </div>
        <div>
          <dt>{t('home.recent.gave')}</dt>
          <dd>{stars(call.review?.rating)}</dd>
        </div>
        <div>
          <dt>{t('home.recent.got')}</dt>
          <dd>{stars(call.reviewReceived?.rating)}</dd>
        </div>
      </dl>
      <Link
        className={`hw-button hw-button--small ${call.summary ? 'hw-button--ghost' : 'hw-button--cta'}`}
        to={`/helper/call-history?call=${encodeURIComponent(call.id)}`}
        data-summary={call.summary ? 'written' : 'to-write'}
      >
        {call.summary ? t('home.recent.details') : t('home.recent.writeSummary')}
      </Link>
    </li>
  );
}

/** Recent help requests (spec §2): who, what, how long, earned, the reviews both ways, the summary written or to write. */
export function HelperRecentRequests() {
  const { t } = useTranslation(HELPER_NAMESPACE);
  const history = useCallHistory('HELPER', {}, 1);
  const calls = (history.data?.calls ?? []).slice(0, RECENT_CALLS);
  return (
    <HomePanel
      id="recent"
      title={t('home.recent.title')}
      state={history}
      action={
        <Link className="hw-helper-link" to="/helper/call-history">
          {t('home.recent.all')}
          <ArrowRight aria-hidden size={16} className="hw-mirror" />
        </Link>
      }
    >
      {() =>
        calls.length === 0 ? (
          <p className="hw-helper-muted">{t('home.recent.empty')}</p>
        ) : (
          <ul className="hw-helper-calls" aria-label={t('home.recent.title')}>
            {calls.map((call) => (
              <RecentCall key={call.id} call={call} />
            ))}
          </ul>
        )
      }
    </HomePanel>
  );
}
