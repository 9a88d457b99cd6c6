import type { OwnWarning } from '@helpwire/contracts';
import { ServerEvents } from '@helpwire/contracts/realtime-events';
import { Card, Skeleton } from '@helpwire/ui';
import { useQuery } from '@helpwire/libs/query';
import { useTranslation } from '@helpwire/libs/i18n';
import { api, routes, useRealtimeEvent } from '@helpwire/web-core';
import { ShieldCheck, TriangleAlert } from 'lucide-react';
import { useMemo } from 'react';

/** The signed-in account's own warnings (GET /users/warnings; the session's account, nobody else's). */
export function useOwnWarnings() {
  return useQuery({
    queryKey: ['account', 'warnings'],
    queryFn: async () => (await api(routes.users.warnings, undefined, { toastErrors: false })).data,
  });
}

/**
 * The profile's warnings panel (issue 24, item 3): each warning the person was given, newest first,
 * with its date and reason (a dispute's in their language), said calmly; none says so plainly.
 */
export function WarningsPanel() {
  const { t, i18n } = useTranslation('account-forms');
  const warnings = useOwnWarnings();
  // A warning given while the page is open shows at once (its notification comes over the realtime channel).
  useRealtimeEvent(ServerEvents.inAppNotification, (payload) => {
    if (payload.notification.kind === 'ACCOUNT_WARNED') void warnings.refetch();
  });
  const dates = useMemo(() => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }), [i18n.language]);
  const reasonOf = (warning: OwnWarning) => (warning.source === 'DISPUTE' ? t('account.warnings.fromDispute') : warning.reason);
  return (
    <Card className="hw-account-card hw-account-warnings" data-testid="warnings-panel">
      <h2 id="hw-warnings-title">{t('account.warnings.title')}</h2>
      {warnings.isPending ? (
        <Skeleton height="4rem" />
      ) : warnings.isError ? (
        <p className="hw-account-muted">{t('account.warnings.failed')}</p>
      ) : warnings.data.length === 0 ? (
        <p className="hw-account-warnings__none">
          <ShieldCheck aria-hidden size={20} />
          {t('account.warnings.none')}
        </p>
      ) : (
        <>
          <p className="hw-account-muted">{t('account.warnings.intro', { count: warnings.data.length })}</p>
          <ul className="hw-account-warnings__list" aria-labelledby="hw-warnings-title">
            {warnings.data.map((warning) => (
              <li key={warning.id} className="hw-account-warning">
                <TriangleAlert aria-hidden size={18} className="hw-account-warning__icon" />
                <div>
                  <time dateTime={warning.createdAt} className="hw-account-warning__date">
                    {dates.format(new Date(warning.createdAt))}
                  </time>
                  <p className="hw-account-warning__reason" dir="auto">
                    {reasonOf(warning)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <p className="hw-account-muted">{t('account.warnings.guidance')}</p>
        </>
      )}
    </Card>
  );
}
