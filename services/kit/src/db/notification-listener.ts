import { Client } from 'pg';
import type { Logger } from 'pino';

type Subscriber = (payload: string) => void;

/**
 * Every LISTEN of one database handle on one PostgreSQL session of its own, outside the query pool:
 * several services sharing a handle (all-in-one, the contract stack) wake their relays through one
 * connection instead of each keeping a pooled client (which starved a pool of 5 once five services
 * shared it). The session opens with the first subscriber and closes with the last.
 */
export class NotificationListener {
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  private client: Promise<Client> | undefined;

  constructor(
    private readonly url: string,
    private readonly logger: Logger,
  ) {}

  async listen(channel: string, onNotify: Subscriber): Promise<() => Promise<void>> {
    const client = await this.session();
    let channelSubscribers = this.subscribers.get(channel);
    if (!channelSubscribers) {
      channelSubscribers = new Set();
      this.subscribers.set(channel, channelSubscribers);
      await client.query(`LISTEN ${quoteIdentifier(channel)}`);
    }
    channelSubscribers.add(onNotify);
    let listening = true;
    return async () => {
      if (!listening) return;
      listening = false;
      channelSubscribers.delete(onNotify);
      if (channelSubscribers.size > 0) return;
      this.subscribers.delete(channel);
      await client.query(`UNLISTEN ${quoteIdentifier(channel)}`).catch(() => undefined);
      if (this.subscribers.size === 0) await this.close();
    };
  }

  async close(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    this.subscribers.clear();
    if (client) await (await client.catch(() => undefined))?.end().catch(() => undefined);
  }

  private session(): Promise<Client> {
    this.client ??= (async () => {
      const client = new Client({ connectionString: this.url, connectionTimeoutMillis: 5_000 });
      client.on('notification', (n) => {
        for (const subscriber of this.subscribers.get(n.channel) ?? []) subscriber(n.payload ?? '');
      });
      client.on('error', (error) => this.logger.warn({ err: error }, 'LISTEN connection failed'));
      await client.connect();
      return client;
    })().catch((error: unknown) => {
      this.client = undefined;
      throw error;
    });
    return this.client;
  }
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
