import { pgSchema } from 'drizzle-orm/pg-core';

/** Everything the payment service owns lives in the `payment` schema. */
export const paymentSchema = pgSchema('payment');
