/** The calls changing one account's subscription, in turn: a promise chain per account in this process. */
const turns = new Map<string, Promise<unknown>>();

/**
 * Runs `work` after the account's earlier subscription changes in this process have finished, so
 * two clicks at once (or a retry racing its first try) never make two subscriptions at the
 * provider; a second process is held off by the one-live-subscription index instead.
 */
export async function inTurn<T>(accountId: string, work: () => Promise<T>): Promise<T> {
  const before = turns.get(accountId) ?? Promise.resolve();
  const mine = before.catch(() => undefined).then(work);
  const settled = mine.catch(() => undefined);
  turns.set(accountId, settled);
  try {
    return await mine;
  } finally {
    if (turns.get(accountId) === settled) turns.delete(accountId);
  }
}
