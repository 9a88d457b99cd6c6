import type { Category, Faq, Policy, ServiceOffering, Tutorial } from '@helpwire/contracts';
import { keepPreviousData, useMutation, useQuery } from '@helpwire/libs/query';
import { useTranslation } from '@helpwire/libs/i18n';
import { apiRequest } from '@helpwire/ui';

export type { Category, Faq, Policy, ServiceOffering, Tutorial };

/** The content service's calls (categories, FAQs, tutorials, policies, services, contact): the public site owns them. */

/** Content rarely changes: cached for 5 minutes, refetched when the language changes. */
const CONTENT_STALE_MS = 5 * 60_000;

function useLanguageKey(): string {
  return useTranslation().i18n.language;
}

export function useCategories() {
  const language = useLanguageKey();
  return useQuery({
    queryKey: ['categories', language],
    queryFn: async () => (await apiRequest<Category[]>('/category/getNonSubCategories', { toastErrors: false })).data,
    staleTime: CONTENT_STALE_MS,
  });
}

export function useCategory(id: string | undefined) {
  const language = useLanguageKey();
  return useQuery({
    queryKey: ['category', id, language],
    queryFn: async () => (await apiRequest<Category>('/category/getCategoryById', { query: { id }, toastErrors: false })).data,
    enabled: !!id,
    staleTime: CONTENT_STALE_MS,
  });
}

export function useFaqs(categoryId: string | undefined) {
  const language = useLanguageKey();
  return useQuery({
    queryKey: ['faqs', categoryId ?? 'general', language],
    queryFn: async () => (await apiRequest<Faq[]>('/content/findFaq', { query: { categoryId, limit: 50 }, toastErrors: false })).data,
    staleTime: CONTENT_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function useTutorials(page = 1, limit = 12) {
  const language = useLanguageKey();
  return useQuery({
    queryKey: ['tutorials', page, limit, language],
    queryFn: async () => apiRequest<Tutorial[]>('/content/findTutorial', { query: { page, limit }, toastErrors: false }),
    staleTime: CONTENT_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function usePolicy(type: 'privacy' | 'terms') {
  const language = useLanguageKey();
  return useQuery({
    queryKey: ['policy', type, language],
    queryFn: async () => (await apiRequest<Policy>('/content/findPolicy', { query: { type }, toastErrors: false })).data,
    staleTime: CONTENT_STALE_MS,
  });
}

export function useServiceOfferings() {
  const language = useLanguageKey();
  return useQuery({
    queryKey: ['services', language],
    queryFn: async () => (await apiRequest<ServiceOffering[]>('/content/findServices', { toastErrors: false })).data,
    staleTime: CONTENT_STALE_MS,
  });
}

export function useSendContactMessage() {
  return useMutation({
    mutationFn: async (message: { name: string; email: string; subject: string; message: string }) =>
      apiRequest<{ id: string; createdAt: string }>('/contactus/create', { method: 'POST', body: message }),
  });
}
