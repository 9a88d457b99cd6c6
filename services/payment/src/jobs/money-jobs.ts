import { TAB_MAX_AGE_DAYS } from '@helpwire/contracts/call-pricing';
import { PeriodicJob } from '@helpwire/service-kit';
import { staleHolds, unfinishedTabCharges, usersWithTabsDue } from '../store/charge-store';
import { releaseCallHold } from '../use-cases/release-charge-hold';
import type { ChargeDeps } from '../use-cases/deps';
import { releaseDueEarnings, type OpenDisputes } from '../use-cases/release-earnings';
import { chargeTab, finishPendingTabCharge } from '../use-cases/charge-tab';
import { tabStanding } from '../use-cases/tab-standing';

/** A hold with no ended call this long after it was placed is released (a call lasts at most an hour). */
const STALE_HOLD_MS = 3 * 3600_000;
/** A tab charge still PENDING this long after it began was cut off by a restart: it is finished. */
const UNFINISHED_TAB_MS = 60_000;
const BATCH = 100;

/**
 * The payment service's timed money work (decision 0031), from the database alone so a restart
 * loses nothing: helpers' earnings released 72 h after their calls, tabs charged when their oldest
 * call is 7 days old, tab charges a restart cut off finished with their own keys, and holds of calls
 * that never ended released.
 */
export class MoneyJobs extends PeriodicJob {
  constructor(
    private readonly deps: ChargeDeps,
    private readonly openDisputes: OpenDisputes,
    intervalMs = 60_000,
  ) {
    super(deps.logger, intervalMs, 'money job');
  }

  protected async pass(): Promise<void> {
    const now = this.deps.now();
    while (!this.stopped && (await releaseDueEarnings(this.deps, this.openDisputes)) > 0) {
      // Until none is due.
    }
    for (const charge of await unfinishedTabCharges(this.deps.db, new Date(now.getTime() - UNFINISHED_TAB_MS), BATCH))
      await finishPendingTabCharge(this.deps, charge);
    for (const userId of await usersWithTabsDue(this.deps.db, new Date(now.getTime() - TAB_MAX_AGE_DAYS * 86_400_000), BATCH)) {
      // A failed charge is not retried every minute: the user is blocked until "pay now".
      if (!(await tabStanding(this.deps, userId)).blocked) await chargeTab(this.deps, userId, 'AGE');
    }
    for (const hold of await staleHolds(this.deps.db, new Date(now.getTime() - STALE_HOLD_MS), BATCH)) await releaseCallHold(this.deps, hold.callId);
  }
}
