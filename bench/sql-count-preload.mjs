// Preloaded into the product by bench:ring (BENCH_SQL=1, `--import`): counts every SQL statement the
// product's pg clients send, by text, in `globalThis.__benchSqlCounts`; the bench reads and resets it
// through the product's inspector to print the statements per operation and the most frequent ones.
import { createRequire } from 'node:module';

// The repository's pg: the one the product's services load.
const { Client } = createRequire(new URL('../package.json', import.meta.url))('pg');

const counts = new Map();
globalThis.__benchSqlCounts = counts;
const query = Client.prototype.query;
Client.prototype.query = function countedQuery(config, ...rest) {
  const text = typeof config === 'string' ? config : config?.text;
  if (typeof text === 'string') {
    const key = text.replace(/\s+/g, ' ').slice(0, 160);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return query.call(this, config, ...rest);
};
