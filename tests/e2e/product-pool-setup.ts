import { PRODUCT_POOL_URL } from './product-pool-address';
import { startProductPool, type ProductPool } from './product-pool';

/** Jest's global setup in the browser stage (jest.config.js): starts the product pool and gives the suites its address. */
export default async function startPool(): Promise<void> {
  const pool = await startProductPool();
  (globalThis as { productPool?: ProductPool }).productPool = pool;
  process.env[PRODUCT_POOL_URL] = pool.url;
}
