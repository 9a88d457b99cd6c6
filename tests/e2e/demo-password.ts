/**
 * The demo accounts' password in every browser suite's product (HELPWIRE_DEMO_PASSWORD). One value
 * for all: products started with the same environment are interchangeable, so the next suite's can
 * start while this one runs (tests/e2e/product-pool.ts).
 */
export const DEMO_PASSWORD = 'Dem0!pass-e2e';
