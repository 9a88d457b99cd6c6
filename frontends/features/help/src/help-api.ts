import type { ContactMessageBody, Faq, Tutorial } from '@helpwire/contracts';
import { useMutation, useQuery } from '@helpwire/libs/query';
import { useTranslation } from '@helpwire/libs/i18n';
import { api, routes } from '@helpwire/web-core';

/** Help content changes rarely: kept for 5 minutes, read again in another language. */
const CONTENT_STALE_MS = 5 * 60_000;
const quiet = { toastErrors: false } as const;

/** The general questions (GET /content/findFaq), in the reader's language. */
export function useFaqs() {
  const language = useTranslation().i18n.language;
  return useQuery({
    queryKey: ['faqs', 'general', language],
    queryFn: async (): Promise<Faq[]> => (await api(routes.content.faqs, { limit: 50 }, quiet)).data,
    staleTime: CONTENT_STALE_MS,
  });
}

/** The video tutorials (GET /content/findTutorial), in the reader's language. */
export function useTutorials() {
  const language = useTranslation().i18n.language;
  return useQuery({
    queryKey: ['tutorials', 'help', language],
    queryFn: async (): Promise<Tutorial[]> => (await api(routes.content.tutorials, { page: 1, limit: 20 }, quiet)).data,
    staleTime: CONTENT_STALE_MS,
  });
}

/** A message to the support team (POST /contactus/create): stored where support reads it. */
export function useSendContact() {
  return useMutation({ mutationFn: async (body: ContactMessageBody) => (await api(routes.contact.create, body, quiet)).data });
}
