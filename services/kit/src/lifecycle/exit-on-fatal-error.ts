import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';

/**
 * An exception nobody caught (or a rejected promise nobody awaited) leaves a process in an unknown
 * state: log it once with an error id, as the gateway does for a 500, and exit non-zero so the
 * supervisor (Kubernetes, systemd, the shell) restarts a clean process instead of it living on
 * half-dead.
 */
export function exitOnFatalError(logger: Logger, exit: (code: number) => void = (code) => process.exit(code)): void {
  const fail = (kind: 'uncaughtException' | 'unhandledRejection') => (error: unknown) => {
    const errorId = randomUUID();
    try {
      logger.fatal({ err: error, errorId, kind }, `${kind}: the process exits to be restarted`);
      logger.flush?.();
    } finally {
      exit(1);
    }
  };
  process.on('uncaughtException', fail('uncaughtException'));
  process.on('unhandledRejection', fail('unhandledRejection'));
}
