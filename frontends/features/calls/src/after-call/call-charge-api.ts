import type { Transaction } from '@helpwire/contracts';
import { useQuery } from '@helpwire/libs/query';
import { api, routes } from '@helpwire/web-core';

/**
 * What one call cost or earned (GET /transaction/call-charge); polls briefly until the charge is
 * made. Kept under the money panels' query key ("transactions"), so paying or refreshing the
 * transactions refreshes it too.
 */
export function useCallCharge(callId: string | null) {
  return useQuery({
    queryKey: ['transactions', 'call', callId],
    enabled: callId !== null,
    queryFn: async (): Promise<Transaction | null> => (await api(routes.transaction.callCharge, { callId: callId! }, { toastErrors: false })).data.transaction,
    refetchInterval: (query) => (query.state.data === null && query.state.dataUpdateCount < 15 ? 2000 : false),
  });
}
