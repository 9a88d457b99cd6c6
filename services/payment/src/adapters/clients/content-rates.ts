import { Texts } from '@helpwire/contracts';
import { content } from '@helpwire/proto';
import { AppError, createPromiseClient } from '@helpwire/service-kit';
import type { CategoryRates } from '../../ports/category-rates';

/** CategoryRates over the content service's gRPC API (GetCategory). */
export function ratesOverGrpc(address: string): CategoryRates & { close(): void } {
  const client = createPromiseClient(content.ContentServiceClient, address);
  return {
    async rateOf(categoryId, identity) {
      try {
        const { category } = await client.getCategory({ id: categoryId }, { identity });
        return category?.ratePerMinute ? BigInt(category.ratePerMinute.amountMinor) : null;
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
        throw error;
      }
    },
    close: () => client.close(),
  };
}

/** No content service configured: rates cannot be read, so calls are refused as unavailable, never priced by a guess. */
export const unavailableRates: CategoryRates = {
  rateOf: async () => {
    throw new AppError('UNAVAILABLE', Texts.serviceUnavailable, 'UNAVAILABLE');
  },
};
