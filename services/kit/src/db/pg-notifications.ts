import { Client } from 'pg';
import type { Logger } from 'pino';

type Handler = (payload: string) => void;

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

const RECONNECT_MS = 1000;

/**
 * Every LISTEN of one database handle on one dedicated connection, outside the pool. A LISTEN needs
 * a session of its own; taking a pooled client for each listener kept one pool connection per
 * service for good, and where services share one pool (all-in-one, the contract stack) five of them
 * left the test pool (5) none for queries. Each channel is LISTENed once, whatever the number of
 * listeners. A lost connection is re-opened with every channel LISTENed again (the outbox relays
 * poll meanwhile).
 */
export class PgNotifications {
  private client: Promise<Client> | undefined;
  private readonly handlers = new Map<string, Set<Handler>>();
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly logger: Logger,
  ) {}

  async listen(channel: string, onNotify: Handler): Promise<() => Promise<void>> {
    const client = await this.connection();
    let handlers = this.handlers.get(channel);
    if (!handlers) {
      handlers = new Set();
      this.handlers.set(channel, handlers);
      await client.query(`LISTEN ${quoteIdentifier(channel)}`);
    }
    handlers.add(onNotify);
    return async () => {
      handlers.delete(onNotify);
      if (handlers.size > 0 || this.handlers.get(channel) !== handlers) return;
      this.handlers.delete(channel);
      await (await this.client)?.query(`UNLISTEN ${quoteIdentifier(channel)}`).catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = await this.client?.catch(() => undefined);
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private connection(): Promise<Client> {
    if (this.closed) return Promise.reject(new Error('database is closed'));
    this.client ??= this.open();
    return this.client;
  }

  private async open(): Promise<Client> {
    const client = new Client({ connectionString: this.url });
    client.on('notification', (n) => {
      for (const handler of this.handlers.get(n.channel) ?? []) handler(n.payload ?? '');
    });
    const lost = (error?: Error) => {
      if (this.closed) return;
      this.logger.warn({ err: error }, 'LISTEN connection lost; opening it again');
      this.client = undefined;
      setTimeout(() => void this.relisten(), RECONNECT_MS).unref();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
    } catch (error) {
      this.client = undefined;
      throw error;
    }
    return client;
  }

  private async relisten(): Promise<void> {
    if (this.closed || this.handlers.size === 0) return;
    try {
      const client = await this.connection();
      for (const channel of this.handlers.keys()) await client.query(`LISTEN ${quoteIdentifier(channel)}`);
    } catch (error) {
      this.logger.warn({ err: error }, 'LISTEN connection still down');
      this.client = undefined;
      setTimeout(() => void this.relisten(), RECONNECT_MS).unref();
    }
  }
}
