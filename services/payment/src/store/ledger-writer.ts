import type { Database, Logger } from '@helpwire/service-kit';
import type { LedgerCommand, LedgerOutcome } from '../domain/ledger/transfer';
import { runLedgerBatch, type BatchResult } from './ledger-batch';

interface Waiting {
  command: LedgerCommand;
  resolve: (outcome: LedgerOutcome) => void;
  reject: (error: unknown) => void;
}

export interface LedgerWriterOptions {
  /** The most commands one transaction takes (default 256). */
  maxBatch?: number;
  /** How often a batch that raced another writer, or hit a deadlock, is tried again (default 5). */
  maxAttempts?: number;
  /**
   * Batches in flight at once (default 2): the next one begins and waits on the account locks while
   * the previous one commits, so the hot account's lock is never idle during a round trip.
   */
  maxInFlight?: number;
  logger?: Logger;
}

/** PostgreSQL's deadlock and serialization failures, and a race lost to another writer on a key or a pending's resolution (unique violation). */
function isRetryable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === '40P01' || code === '40001' || code === '23505') return true;
  }
  return false;
}

/**
 * The ledger's writer in this process: commands wait in arrival order and are applied in batches,
 * one transaction each, at most `maxInFlight` at once (decision 0021). At low load a batch is one
 * command; under load the lock and the WAL flush of the hot account are paid once per batch. Each
 * caller is answered after its batch commits.
 */
export class LedgerWriter {
  private readonly queue: Waiting[] = [];
  private inFlight = 0;
  private readonly maxBatch: number;
  private readonly maxAttempts: number;
  private readonly maxInFlight: number;

  constructor(
    private readonly db: Database,
    private readonly options: LedgerWriterOptions = {},
  ) {
    this.maxBatch = options.maxBatch ?? 256;
    this.maxAttempts = options.maxAttempts ?? 5;
    this.maxInFlight = options.maxInFlight ?? 2;
  }

  submit(command: LedgerCommand): Promise<LedgerOutcome> {
    return new Promise((resolve, reject) => {
      this.queue.push({ command, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.maxInFlight && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      this.inFlight++;
      void this.process(batch).finally(() => {
        this.inFlight--;
        this.pump();
      });
    }
  }

  private async process(batch: Waiting[]): Promise<void> {
    try {
      const results = await this.run(batch.map((w) => w.command));
      results.forEach((result, i) => (result.ok ? batch[i]!.resolve(result.outcome) : batch[i]!.reject(result.error)));
    } catch (error) {
      // One command must not fail the others: a batch that failed for good is retried one by one.
      if (batch.length === 1) batch[0]!.reject(error);
      else await this.oneByOne(batch);
    }
  }

  private async oneByOne(batch: Waiting[]): Promise<void> {
    for (const waiting of batch) {
      try {
        const [result] = await this.run([waiting.command]);
        if (result!.ok) waiting.resolve(result!.outcome);
        else waiting.reject(result!.error);
      } catch (error) {
        waiting.reject(error);
      }
    }
  }

  private async run(commands: LedgerCommand[]): Promise<BatchResult[]> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await runLedgerBatch(this.db, commands);
      } catch (error) {
        if (attempt >= this.maxAttempts || !isRetryable(error)) throw error;
        this.options.logger?.warn({ attempt, commands: commands.length }, 'ledger batch raced another writer; trying again');
      }
    }
  }
}
