import { useQueryClient } from '@helpwire/libs/query';

/**
 * After an admin's change to the FAQ or the tutorials: the console's list and every public copy
 * cached in this tab (the FAQ pages, the tutorials, the help centre) are read again, as they are
 * for everyone else on their next request.
 */
export function useRefreshHelpContent() {
  const queryClient = useQueryClient();
  return () => Promise.all([['admin', 'faqs'], ['admin', 'tutorials'], ['faqs'], ['tutorials']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
