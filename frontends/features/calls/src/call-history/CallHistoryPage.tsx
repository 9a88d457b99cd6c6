import type { CallHistoryItem } from '@helpwire/contracts';
import { AlertTriangle, ChevronDown, PhoneCall, PhoneOutgoing } from 'lucide-react';
import { use, useState } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { useSearchParams } from '@helpwire/libs/router';
import { Button, Card, EmptyState, Skeleton } from '@helpwire/ui';
import { useRealtimeStatus } from '@helpwire/web-core';
import { useCategoryIndex } from '@helpwire/signed-in';
import { useCallHistory, type CallSide, type HistoryFilters } from '../after-call/after-call-api';
import { CallHistoryDetails } from './CallHistoryDetails';
import { CallHistoryFilters } from './CallHistoryFilters';
import { CallHistoryRow } from './CallHistoryRow';
import { afterCallTextsReady, AFTER_CALL_NAMESPACE } from '../after-call/texts';
import '../after-call/after-call.css';

export interface CallHistoryPageProps {
  side: CallSide;
  /** The page's title (the remote's own text). */
  title: string;
  /** The user side: call the same helper again (the call-back path); absent for helpers. */
  onCallAgain?: (call: CallHistoryItem) => void;
  /** The call being placed by "call again", while it rings. */
  callingId?: string | null;
}

/**
 * Call history (spec §2 /call-history, /helper/call-history; §3 "Call or help request"): the side's
 * ended calls newest first with date, category, reference, duration, minutes, an estimated total,
 * the review; filters by date range and category; paging; each call's details (step-by-step summary,
 * reviews, feedback, report, recording) and, for users, "call again".
 */
export function CallHistoryPage({ side, title, onCallAgain, callingId }: CallHistoryPageProps) {
  use(afterCallTextsReady());
  const { t } = useTranslation(AFTER_CALL_NAMESPACE);
  const [filters, setFilters] = useState<HistoryFilters>({});
  const [page, setPage] = useState(1);
  // `?call=<reference>`: that call's details open (a recent call opened from the home).
  const [params] = useSearchParams();
  const [open, setOpen] = useState<string | null>(params.get('call'));
  const history = useCallHistory(side, filters, page);
  // "Call again" rings through the realtime channel: off while it is not connected (as "Connect with a helper").
  const connected = useRealtimeStatus() === 'connected';
  const categories = useCategoryIndex();
  const calls = history.data?.calls ?? [];
  const meta = history.data?.meta;
  const changeFilters = (next: HistoryFilters) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <section className="hw-container hw-history" aria-labelledby="hw-history-title" data-side={side}>
      <header className="hw-history__head">
        <h1 id="hw-history-title">{title}</h1>
        <p className="hw-after-muted">{t('history.intro')}</p>
      </header>
      <CallHistoryFilters filters={filters} categories={categories.list} onChange={changeFilters} />
      {history.isPending ? (
        <Card className="hw-history__panel" role="status" aria-label={t('history.loading')}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} width="100%" height="3rem" />
          ))}
        </Card>
      ) : history.isError ? (
        <Card className="hw-history__panel hw-history__error" role="alert">
          <AlertTriangle aria-hidden size={24} />
          <span>{t('history.loadFailed')}</span>
          <Button variant="ghost" onClick={() => void history.refetch()}>
            {t('history.retry')}
          </Button>
        </Card>
      ) : calls.length === 0 ? (
        <EmptyState icon={<PhoneCall aria-hidden size={40} />} title={t('history.empty')} />
      ) : (
        <ul className="hw-history__list" aria-label={title}>
          {calls.map((call) => {
            const expanded = open === call.id;
            return (
              <li key={call.id} className="hw-history__item" data-call={call.id}>
                <CallHistoryRow call={call} category={categories.index.get(call.categoryId)} side={side} />
                <div className="hw-history__actions">
                  <Button
                    variant="ghost"
                    size="small"
                    aria-expanded={expanded}
                    aria-controls={`hw-history-${call.id}`}
                    onClick={() => setOpen(expanded ? null : call.id)}
                  >
                    <ChevronDown aria-hidden size={16} className={expanded ? 'hw-history__chevron--open' : undefined} />
                    {t('history.details')}
                  </Button>
                  {onCallAgain && (
                    <Button
                      variant="cta"
                      size="small"
                      busy={callingId === call.id}
                      disabled={Boolean(callingId) || !connected}
                      onClick={() => onCallAgain(call)}
                    >
                      <PhoneOutgoing aria-hidden size={16} />
                      {callingId === call.id ? t('history.calling') : t('history.callAgain')}
                    </Button>
                  )}
                </div>
                {expanded && (
                  <div id={`hw-history-${call.id}`} className="hw-history__details">
                    <CallHistoryDetails side={side} call={call} />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {meta && meta.lastPage > 1 && (
        <nav className="hw-history__pages" aria-label={t('history.page', { page: meta.currentPage, last: meta.lastPage })}>
          <Button variant="ghost" size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('history.previous')}
          </Button>
          <span>{t('history.page', { page: meta.currentPage, last: meta.lastPage })}</span>
          <Button variant="ghost" size="small" disabled={page >= meta.lastPage} onClick={() => setPage(page + 1)}>
            {t('history.next')}
          </Button>
        </nav>
      )}
    </section>
  );
}
