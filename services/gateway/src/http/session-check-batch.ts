import type { IsRevoked, RevokedAmong, VerifiedToken } from './authentication';
import { namedSessions, sessionQuestions } from './session-questions';

/** How many sessions one revocation question to auth names (auth's CheckSessions takes up to 1,000). */
export const SESSIONS_PER_CHECK = 500;

interface Waiting {
  token: VerifiedToken;
  resolve: (revoked: boolean) => void;
  reject: (error: unknown) => void;
}

/**
 * Session checks that arrive together travel together: the checks asked during one turn of the
 * event loop go to auth as one CheckSessions (one call and one query) instead of one CheckSession
 * each. A burst of handshakes or requests (a page's first calls, sockets reconnecting after a
 * deploy) costs auth one question, not dozens that queue behind each other past their deadline.
 * A lone check waits only for the end of its turn. A failed question fails each check it carried.
 * A token id named with two different claims (a re-signed token beside the genuine one) is asked
 * in two questions (`sessionQuestions`): auth answers by token id.
 */
export function batchedSessionChecks(revokedAmong: RevokedAmong, perCheck = SESSIONS_PER_CHECK): IsRevoked {
  let waiting: Waiting[] = [];

  const ask = async (batch: Waiting[]) => {
    try {
      const revoked = await revokedAmong(namedSessions(batch.map((entry) => entry.token)));
      for (const entry of batch) entry.resolve(revoked.has(entry.token.tokenId));
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    }
  };

  const flush = () => {
    const all = waiting;
    waiting = [];
    for (const question of sessionQuestions(all, perCheck)) void ask(question);
  };

  return (token) =>
    new Promise<boolean>((resolve, reject) => {
      if (waiting.length === 0) setImmediate(flush);
      waiting.push({ token, resolve, reject });
    });
}
