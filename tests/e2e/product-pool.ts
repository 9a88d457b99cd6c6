import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { launchProduct, type RunningProduct } from './product';

/**
 * The browser stage's products, one suite after another (one Jest worker): a product takes 3–5 s to
 * start on a busy machine, so when a suite takes one, the pool starts the next with the same
 * environment beside it, and the next suite that asks for that environment finds it running.
 * Every suite still gets a product of its own (a new database, new data folder), never one another
 * suite used. A spare starts for an environment asked for before (one asked for once, such as a
 * suite's own ring length, would waste it), and spares are kept for the `MAX_SPARES` environments
 * asked for last; the rest stop.
 *
 * Served on loopback to the suites' Jest environments, which cannot share objects with this one:
 * `POST /products {env}` → `{id, url, databaseUrl, dataDir}`; `DELETE /products/:id` stops it.
 */
const MAX_SPARES = 2;

export interface ProductPool {
  url: string;
  /** Stops every product, handed over or spare. */
  close(): Promise<void>;
}

export async function startProductPool(): Promise<ProductPool> {
  /** Spares by environment (its JSON, keys sorted), the most recently asked last. */
  const spares = new Map<string, Promise<RunningProduct>>();
  const handedOver = new Map<string, RunningProduct>();
  const asked = new Set<string>();
  let nextId = 0;

  const keyOf = (env: Record<string, string>) => JSON.stringify(Object.entries(env).sort(([a], [b]) => a.localeCompare(b)));

  function startSpare(key: string, env: Record<string, string>) {
    const spare = launchProduct(env);
    // A spare that fails to start is dropped; the suite that asks next starts its own (and sees the error).
    spare.catch(() => spares.get(key) === spare && spares.delete(key));
    spares.set(key, spare);
    for (const [oldest, product] of spares) {
      if (spares.size <= MAX_SPARES) break;
      spares.delete(oldest);
      void product.then((p) => p.stop()).catch(() => undefined);
    }
  }

  async function take(env: Record<string, string>): Promise<RunningProduct> {
    const key = keyOf(env);
    const spare = spares.get(key);
    spares.delete(key);
    if (asked.has(key)) startSpare(key, env);
    asked.add(key);
    if (spare) {
      const product = await spare.catch(() => undefined);
      if (product) return product;
    }
    return launchProduct(env);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    try {
      if (request.method === 'POST' && request.url === '/products') {
        let body = '';
        for await (const chunk of request) body += chunk;
        const { env = {} } = JSON.parse(body || '{}') as { env?: Record<string, string> };
        const product = await take(env);
        const id = String(++nextId);
        handedOver.set(id, product);
        return answer(201, { id, url: product.url, databaseUrl: product.databaseUrl, dataDir: product.dataDir });
      }
      const stopping = /^\/products\/(\d+)$/.exec(request.url ?? '');
      if (request.method === 'DELETE' && stopping) {
        const product = handedOver.get(stopping[1]!);
        handedOver.delete(stopping[1]!);
        await product?.stop();
        return answer(product ? 200 : 404, { stopped: Boolean(product) });
      }
      answer(404, { error: `no ${request.method} ${request.url}` });
    } catch (error) {
      answer(500, { error: error instanceof Error ? error.message : String(error) });
    }
  }

  const server = createServer((request, response) => void handle(request, response));
  // A suite waits on its product's start inside one request: no server timeout may cut it.
  server.requestTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      const all = [...handedOver.values()].map((product) => product.stop());
      const spared = [...spares.values()].map((spare) => spare.then((product) => product.stop()));
      handedOver.clear();
      spares.clear();
      await Promise.allSettled([...all, ...spared]);
    },
  };
}
