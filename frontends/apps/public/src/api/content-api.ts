import type { Category, ContactMessageBody, Faq, Policy, ServiceOffering, Tutorial } from '@helpwire/contracts';
import { keepPreviousData, useMutation, useQuery } from '@helpwire/libs/query';
import { useTranslation } from '@helpwire/libs/i18n';
import { api, routes } from '@helpwire/web-core';

export type { Category, Faq, Policy, ServiceOffering, Tutorial };

/** The content service's calls (categories, FAQs, tutorials, policies, services, contact): the public site owns them. */

/** Content rarely changes: cached for 5 minutes, refetched when the language changes. */
const CONTENT_STALE_MS = 5 * 60_000;

const quiet = { toastErrors: false } as const;

function useLanguageKey(): string {
  return useTranslation().i18n.language;
}

export function useCategories() {
  const language = useLanguageKey();
  return useQuery({
    queryKey: ['categories', language],
    queryFn: async () => (await api(routes.categories.topLevel, undefined, quiet)).data,
    staleTime: CONTENT_STALE_MS,
  });
}

export function useCategory(id: string | undefined) {
  const language = useLanguageKey();
  return useQuery({
    queryKey: ['category', id, language],
    queryFn: async () => (await api(routes.categories.byId, { id: id ?? '' }, quiet)).data,
    enabled: !!id,
    staleTime: CONTENT_STALE_MS,
  });
}

export function useFaqs(categoryId: string | undefined) {
  const language = useLanguageKey();
  return useQuery({
    queryKey: ['faqs', categoryId ?? 'general', language],
    queryFn: async () => (await api(routes.content.faqs, { categoryId, limit: 50 }, quiet)).data,
    staleTime: CONTENT_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function useTutorials(page = 1, limit = 12) {
  const language = useLanguageKey();
  return useQuery({
    queryKey: ['tutorials', page, limit, language],
    queryFn: async () => api(routes.content.tutorials, { page, limit }, quiet),
    staleTime: CONTENT_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/** A policy: the version in effect today, or the one numbered `version` (a scheduled one, from the page's notice). */
export function usePolicy(type: 'privacy' | 'terms', version?: number) {
  const language = useLanguageKey();
  return useQuery({
    queryKey: ['policy', type, version ?? 'in-effect', language],
    queryFn: async () => (await api(routes.content.policy, { type, version }, quiet)).data,
    // Read again on each visit: an admin's new version shows at once (decision 0081).
    staleTime: 0,
  });
}

export function useServiceOfferings() {
  const language = useLanguageKey();
  return useQuery({
    queryKey: ['services', language],
    queryFn: async () => (await api(routes.content.services, undefined, quiet)).data,
    staleTime: CONTENT_STALE_MS,
  });
}

export function useSendContactMessage() {
  return useMutation({
    mutationFn: async (message: ContactMessageBody) => api(routes.contact.create, message),
  });
}
