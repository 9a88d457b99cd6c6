import { api, routes } from '@helpwire/web-core';
import { useMutation } from '@helpwire/libs/query';

/** POST /news/subscriber with the e-mail in the query (URL-encoded) and in the body. */
export function useSubscribeNewsletter() {
  return useMutation({
    mutationFn: async (email: string) => api(routes.newsletter.subscribe, { email }, { query: { email } }),
  });
}
