import type { CallHistoryItem } from '@helpwire/contracts';
import { useCallHistory } from '@helpwire/calls';
import { formatDuration, useCategoryIndex } from '@helpwire/signed-in';
import { Button } from '@helpwire/ui';
import { useFormatPrice, useRealtimeStatus } from '@helpwire/web-core';
import { ArrowRight, PhoneOutgoing, Star } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';
import { Link } from '@helpwire/libs/router';
import { useCallAgain } from '../service-categories/use-call-again';
import { USER_NAMESPACE } from '../texts';
import { HomePanel } from './HomePanel';

/** How many calls the home lists (the rest are in Call History). */
const RECENT_CALLS = 5;

function RecentCall({ call, calling, canCall, onCallAgain }: { call: CallHistoryItem; calling: boolean; canCall: boolean; onCallAgain: () => void }) {
  const { t, i18n } = useTranslation(USER_NAMESPACE);
  const formatPrice = useFormatPrice();
  const category = useCategoryIndex().index.get(call.categoryId);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(call.date));
  const rating = call.review?.rating ?? 0;
  return (
    <li className="hw-home-call" data-call={call.id}>
      <div className="hw-home-call__facts">
        <p className="hw-home-call__category">{category?.name ?? call.categoryId}</p>
        <p className="hw-home-muted">
          <time dateTime={call.date}>{date}</time>
          {' · '}
          <bdi dir="ltr">{formatDuration(call.billableSeconds)}</bdi>
        </p>
      </div>
      <p className="hw-home-call__charged" aria-label={t('home.recent.charged')}>
        {call.total === null ? <span className="hw-home-muted">{t('home.recent.notCharged')}</span> : formatPrice(call.total)}
      </p>
      <p className="hw-home-call__review">
        {rating > 0 ? (
          <span aria-label={t('home.recent.rated', { rating })}>
            <Star aria-hidden size={16} className="hw-home-call__star" /> {rating}
          </span>
        ) : (
          <span className="hw-home-muted">{t('home.recent.notReviewed')}</span>
        )}
      </p>
      <div className="hw-home-call__actions">
        <Link className="hw-button hw-button--ghost hw-button--small" to={`/call-history?call=${encodeURIComponent(call.id)}`}>
          {t('home.recent.details')}
        </Link>
        <Link className="hw-button hw-button--ghost hw-button--small" to={`/dispute?call=${encodeURIComponent(call.id)}`}>
          {t('home.recent.dispute')}
        </Link>
        <Button variant="cta" size="small" busy={calling} disabled={!canCall} onClick={onCallAgain}>
          <PhoneOutgoing aria-hidden size={16} />
          {calling ? t('home.recent.calling') : t('home.recent.callAgain')}
        </Button>
      </div>
    </li>
  );
}

/**
 * Help Request History (spec §2): the last calls with category, date, duration, what was actually
 * charged and the review; details, a dispute, or the same helper called again (the call layer
 * follows that call through ringing, the meeting or how it ended).
 */
export function RecentRequests() {
  const { t } = useTranslation(USER_NAMESPACE);
  const history = useCallHistory('USER', {}, 1);
  const connected = useRealtimeStatus() === 'connected';
  const { callAgain, callingId, busy } = useCallAgain();
  return (
    <HomePanel
      id="recent"
      title={t('home.recent.title')}
      state={history}
      className="hw-home-recent"
      action={
        <Link className="hw-home-link" to="/call-history">
          {t('home.recent.all')}
          <ArrowRight aria-hidden size={16} className="hw-mirror" />
        </Link>
      }
    >
      {() => (
        <ul className="hw-home-calls" aria-label={t('home.recent.title')}>
          {(history.data?.calls ?? []).slice(0, RECENT_CALLS).map((call) => (
            <RecentCall key={call.id} call={call} calling={callingId === call.id} canCall={connected && !busy} onCallAgain={() => callAgain(call)} />
          ))}
        </ul>
      )}
    </HomePanel>
  );
}
