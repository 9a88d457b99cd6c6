import type { Card, CardListResult } from '@helpwire/contracts';
import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@helpwire/libs/query';
import { paymentApi, type Answer } from './payment-api';

/** The signed-in account's cards in the query cache (the session's sign-out clears the cache). */
export const SAVED_CARDS_KEY = ['payment', 'saved-cards'] as const;

/** GET /payment/saved-cards: default first, [] when none. */
export function useSavedCards() {
  return useQuery({ queryKey: SAVED_CARDS_KEY, queryFn: async (): Promise<Card[]> => (await paymentApi.savedCards()).data });
}

/** A card action that answers the new list (set default, remove): the list is stored as answered. */
function useCardListMutation(action: (cardId: string) => Promise<Answer<CardListResult>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (answer) => queryClient.setQueryData(SAVED_CARDS_KEY, answer.data.cards),
    // A card removed from another tab or device: show the list as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: SAVED_CARDS_KEY }),
  });
}

export const useSetDefaultCard = () => useCardListMutation(paymentApi.setDefaultCard);
export const useRemoveCard = () => useCardListMutation(paymentApi.removeCard);

/**
 * The last step of adding a card with either provider (docs/payment-api.md step 3): the confirmed
 * setup's card becomes the default (POST /payment/new-card-set-default), or the list is read again.
 * Answers the server's message when there is one.
 */
export function useFinishCardSetup(): (setupIntentId: string, makeDefault: boolean) => Promise<string | undefined> {
  const queryClient = useQueryClient();
  return useCallback(
    async (setupIntentId, makeDefault) => {
      if (!makeDefault) {
        await queryClient.invalidateQueries({ queryKey: SAVED_CARDS_KEY });
        return undefined;
      }
      const answer = await paymentApi.newCardSetDefault(setupIntentId);
      queryClient.setQueryData(SAVED_CARDS_KEY, answer.data.cards);
      return answer.message;
    },
    [queryClient],
  );
}
