import type { Logger } from 'pino';

export interface DependencyCheck {
  /** e.g. "database", "event-bus" */
  name: string;
  check: () => Promise<void>;
}

export interface DependencyReport {
  ready: boolean;
  checks: Record<string, { ok: boolean; error?: string; ms: number }>;
}

/** Runs every dependency check once, each bounded by a timeout. */
export async function checkDependencies(checks: DependencyCheck[], timeoutMs = 2000): Promise<DependencyReport> {
  const results = await Promise.all(
    checks.map(async ({ name, check }) => {
      const started = Date.now();
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          check(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
          }),
        ]);
        return [name, { ok: true, ms: Date.now() - started }] as const;
      } catch (error) {
        return [name, { ok: false, error: error instanceof Error ? error.message : String(error), ms: Date.now() - started }] as const;
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return { ready: results.every(([, r]) => r.ok), checks: Object.fromEntries(results) };
}

/**
 * Re-checks dependencies on an interval and reports the outcome (e.g. to the gRPC health service),
 * so a service whose database goes away stops receiving traffic until it is back.
 */
export function watchReadiness(
  checks: DependencyCheck[],
  onChange: (ready: boolean, report: DependencyReport) => void,
  logger: Logger,
  intervalMs = 5000,
): () => void {
  let last: boolean | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const tick = async () => {
    const report = await checkDependencies(checks);
    if (stopped) return;
    if (report.ready !== last) {
      last = report.ready;
      if (!report.ready) logger.warn({ checks: report.checks }, 'dependency check failed: not ready');
      onChange(report.ready, report);
    }
    timer = setTimeout(() => void tick(), intervalMs);
    timer.unref();
  };
  void tick();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
