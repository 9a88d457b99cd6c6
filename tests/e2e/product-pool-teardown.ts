import type { ProductPool } from './product-pool';

/** Jest's global teardown: stops the product pool's products, spares included (the setup's pair). */
export default async function stopPool(): Promise<void> {
  await (globalThis as { productPool?: ProductPool }).productPool?.close();
}
