import { DEMO_EMAILS, demoAccountIds } from '@helpwire/auth/admin';
import type { Database, Logger, RunningRegisteredService } from '@helpwire/service-kit';
import { demoClients, type DemoAccountIds } from './demo-clients';
import type { HistoryClock } from './history-clock';
import { playDemoHistory } from './play-demo-history';

/**
 * On the start that created the demo user and helper (the first), plays their past four weeks
 * (decision 0063) before the gateway opens, so nobody can call while the call service's clock reads
 * the past. A failure is logged and the start goes on: the product works without the history.
 */
export async function playDemoHistoryOnStart(options: {
  db: Database;
  registered: readonly RunningRegisteredService[];
  clock: HistoryClock;
  /** The demo e-mails this start created. */
  created: readonly string[];
  logger: Logger;
}): Promise<boolean> {
  const { created, logger } = options;
  if (!created.includes(DEMO_EMAILS.user) || !created.includes(DEMO_EMAILS.helper)) return false;
  const ids = await demoAccountIds(options.db);
  if (!ids.user || !ids.helper || !ids.admin) return false;
  const clients = demoClients(options.registered);
  const payment = options.registered.find((service) => service.name === 'payment');
  const started = Date.now();
  try {
    await playDemoHistory({
      clients,
      ids: ids as DemoAccountIds,
      clock: options.clock,
      runMoneyJobs: async () => payment?.runJobsNow?.(),
      logger,
    });
    logger.info({ ms: Date.now() - started }, 'the demo user and helper have four weeks of history');
    return true;
  } catch (error) {
    logger.warn({ err: error }, 'the demo history was not played to the end (the product works without it)');
    return false;
  } finally {
    clients.close();
  }
}
