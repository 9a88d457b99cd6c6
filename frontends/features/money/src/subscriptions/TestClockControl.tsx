import { Button } from '@helpwire/ui';
import { errorText, toast } from '@helpwire/web-core';
import { FlaskConical } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';
import { MONEY_NAMESPACE } from '../transactions/texts';
import { useSubscriptionFormats } from './subscription-formats';
import { useAdvanceClock } from './subscription-queries';

/**
 * Test mode only (the sandbox provider): moves this account's subscription clock to the next thing
 * due, the renewal or the next retry of a failed one, as Stripe's test clocks do, and says what
 * happened.
 */
export function TestClockControl() {
  const { t } = useTranslation(MONEY_NAMESPACE);
  const formats = useSubscriptionFormats();
  const advance = useAdvanceClock();
  const run = () =>
    advance.mutate(undefined, {
      onSuccess: ({ subscription, invoice }) => {
        if (invoice?.status === 'PAID') toast.success(t('plan.testClock.paid', { number: invoice.number, amount: formats.price(invoice.totalCents) }));
        else if (invoice && subscription.status === 'PAST_DUE') toast.error(t('plan.testClock.failed', { date: formats.date(subscription.nextRetryAt) }));
        else if (subscription.status === 'FREE') toast.info(t('plan.testClock.free'));
        else toast.info(t('plan.testClock.moved'));
      },
      onError: (error) => toast.error(errorText(error as { code?: string; message?: string }, t('plan.testClock.error'), MONEY_NAMESPACE)),
    });
  return (
    <div className="hw-plan-testclock" role="note" data-testid="test-clock">
      <FlaskConical aria-hidden size={20} />
      <p>
        <strong>{t('plan.testClock.label')}</strong> {t('plan.testClock.lead')}
      </p>
      <Button variant="ghost" size="small" busy={advance.isPending} onClick={run}>
        {t('plan.testClock.advance')}
      </Button>
    </div>
  );
}
