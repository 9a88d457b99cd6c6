import { PeriodicJob } from '@helpwire/service-kit';
import { SandboxBillingProvider } from '../adapters/sandbox/sandbox-billing-provider';
import { paidInvoicesWithoutTransfer } from '../store/invoice-store';
import { dueSubscriptions } from '../store/subscription-store';
import type { SubscriptionDeps } from '../use-cases/deps';
import { postInvoiceTransfer } from '../use-cases/post-invoice-transfer';
import { settleDueSubscription } from '../use-cases/settle-due-subscription';

const BATCH = 100;

/**
 * The subscriptions' timed work (decision 0085), from the database alone: paid invoices a restart
 * left off the ledger are posted, and with Stripe (real time) the subscriptions whose period ended
 * or whose failed renewal is due for a retry or past its grace are settled (a missed webhook is
 * caught here too). In the sandbox, time is each customer's test clock: SandboxAdvanceClock does
 * that work when it moves the clock.
 */
export class SubscriptionJobs extends PeriodicJob {
  constructor(
    private readonly deps: SubscriptionDeps,
    intervalMs = 60_000,
  ) {
    super(deps.logger, intervalMs, 'subscription job');
  }

  protected async pass(): Promise<void> {
    for (const invoice of await paidInvoicesWithoutTransfer(this.deps.db, BATCH)) await postInvoiceTransfer(this.deps, invoice);
    if (this.deps.billing instanceof SandboxBillingProvider) return;
    const now = this.deps.now();
    for (const row of await dueSubscriptions(this.deps.db, now, BATCH)) {
      if (this.stopped) return;
      try {
        await settleDueSubscription(this.deps, row, now);
      } catch (error) {
        this.deps.logger.warn({ err: error, subscriptionId: row.id }, 'subscription work failed: the next pass tries again');
      }
    }
  }
}
