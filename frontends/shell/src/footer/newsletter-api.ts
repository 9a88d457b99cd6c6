import { apiRequest } from '@helpwire/ui';
import { useMutation } from '@helpwire/libs/query';

/** POST /news/subscriber with the e-mail in the query (URL-encoded) and in the body. */
export function useSubscribeNewsletter() {
  return useMutation({
    mutationFn: async (email: string) => apiRequest<{ email: string; subscribed: boolean }>('/news/subscriber', { method: 'POST', query: { email }, body: { email } }),
  });
}
