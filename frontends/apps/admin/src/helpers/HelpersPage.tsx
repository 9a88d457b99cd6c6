import { Card, EmptyState, ListSkeleton, LoadFailed } from '@helpwire/ui';
import { useTranslation } from '@helpwire/libs/i18n';
import { useSearchParams } from '@helpwire/libs/router';
import { ChevronRight, UserCheck } from 'lucide-react';
import { useState } from 'react';
import { REVIEW_STATUSES, useHelpers, type ReviewStatus } from '../admin-api';
import { fullName, sentAt, useFormatDate } from '../format';
import { ADMIN_NAMESPACE } from '../texts';
import { HelperDetail } from './HelperDetail';
import '../admin.css';

const statusOf = (value: string | null): ReviewStatus => ((REVIEW_STATUSES as readonly string[]).includes(value ?? '') ? (value as ReviewStatus) : 'IN_REVIEW');

/**
 * /admin/helpers (issue 24, item 2): the helpers in review, oldest first, and the approved and
 * rejected ones; the chosen helper's profile and documents beside the list (instead of it on small
 * screens). The status and the helper are in the URL (?status=&helper=), so a reload or a shared
 * link opens the same helper.
 */
export default function HelpersPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const date = useFormatDate();
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const chosenId = params.get('helper');
  const helpers = useHelpers(status);
  const chosen = helpers.data?.find((helper) => helper.id === chosenId);
  // A helper chosen in the list (not opened from the address): the detail's heading takes the focus.
  const [picked, setPicked] = useState(false);

  const show = (next: { status?: ReviewStatus; helper?: string | null }) => {
    const search = new URLSearchParams();
    const nextStatus = next.status ?? status;
    if (nextStatus !== 'IN_REVIEW') search.set('status', nextStatus);
    const helper = next.helper === undefined ? chosenId : next.helper;
    if (helper) search.set('helper', helper);
    setPicked(Boolean(helper));
    setParams(search);
  };

  return (
    <div className="hw-container hw-admin-page">
      <header className="hw-admin-page__head">
        <h1>{t('pages.helpers')}</h1>
        <p className="hw-admin-muted">{t('helpers.intro')}</p>
      </header>
      <div className="hw-admin-tabs" role="group" aria-label={t('helpers.tabs.label')}>
        {REVIEW_STATUSES.map((tab) => (
          <button key={tab} type="button" aria-pressed={tab === status} className="hw-admin-tab" onClick={() => show({ status: tab, helper: null })}>
            {t(`helpers.tabs.${tab}`)}
          </button>
        ))}
      </div>
      <div className={`hw-admin-split${chosen ? ' hw-admin-split--chosen' : ''}`}>
        <section className="hw-admin-queue" aria-label={t(`helpers.tabs.${status}`)}>
          {helpers.isPending ? (
            <ListSkeleton label={t('helpers.loading')} rows={4} />
          ) : helpers.isError ? (
            <LoadFailed text={t('helpers.failed')} retryLabel={t('common.retry')} onRetry={() => void helpers.refetch()} />
          ) : helpers.data.length === 0 ? (
            <Card>
              <EmptyState icon={<UserCheck aria-hidden size={32} />} title={t(`helpers.empty.${status}`)} />
            </Card>
          ) : (
            <>
              {status === 'IN_REVIEW' && <p className="hw-admin-queue__count">{t('helpers.waiting', { count: helpers.data.length })}</p>}
              <ul className="hw-admin-queue__list">
                {helpers.data.map((helper) => {
                  const sent = sentAt(helper);
                  return (
                    <li key={helper.id}>
                      <button
                        type="button"
                        className="hw-admin-queue__item"
                        aria-current={helper.id === chosenId ? 'true' : undefined}
                        onClick={() => show({ helper: helper.id })}
                      >
                        <span className="hw-admin-queue__name">{fullName(helper)}</span>
                        <span className="hw-admin-muted" dir="ltr">
                          {helper.email}
                        </span>
                        {sent && <span className="hw-admin-muted">{t('helpers.sent', { date: date(sent) })}</span>}
                        <ChevronRight aria-hidden size={18} className="hw-mirror hw-admin-queue__chevron" />
                      </button>
                    </li>
                  );
                })}
              </ul>
            </>
          )}
        </section>
        <section className="hw-admin-detail">
          {chosen ? (
            <HelperDetail key={chosen.id} helper={chosen} focus={picked} onBack={() => show({ helper: null })} onDecided={() => show({ helper: null })} />
          ) : (
            helpers.data &&
            helpers.data.length > 0 && (
              <Card className="hw-admin-detail__placeholder">
                <p className="hw-admin-muted">{t('helpers.choose')}</p>
              </Card>
            )
          )}
        </section>
      </div>
    </div>
  );
}
