/** The environment variable holding the product pool's address (set by tests/e2e/product-pool-setup.ts). */
export const PRODUCT_POOL_URL = 'HELPWIRE_PRODUCT_POOL_URL';
