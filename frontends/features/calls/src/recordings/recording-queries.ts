import type { RecordingList } from '@helpwire/contracts';
import { useTranslation } from '@helpwire/libs/i18n';
import { useMutation, useQuery, useQueryClient } from '@helpwire/libs/query';
import { api, type ApiCallOptions, routes } from '@helpwire/web-core';

/** The signed-in account's recordings in the query cache (the session's sign-out clears it). */
export const RECORDINGS_KEY = ['recording', 'all'] as const;
const quiet: ApiCallOptions = { toastErrors: false };

/** GET /recording/getAllrecordings; looks again every 5 s while one is still converting. */
export function useRecordings() {
  return useQuery({
    queryKey: RECORDINGS_KEY,
    queryFn: async (): Promise<RecordingList> => (await api(routes.recording.getAllrecordings, undefined, quiet)).data,
    refetchInterval: (query) => (query.state.data?.recordings.some((r) => r.state === 'PENDING') ? 5000 : false),
  });
}

/** GET /recording/getRecordingURL: a short-lived link to play and one to download. */
export const recordingLink = async (id: string) => (await api(routes.recording.getRecordingURL, { id }, quiet)).data;

/** DELETE /recording/deleteRecording: the list and the storage used as they are afterwards. */
export function useDeleteRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => api(routes.recording.deleteRecording, { id }, quiet),
    onSuccess: (answer) =>
      queryClient.setQueryData<RecordingList>(RECORDINGS_KEY, (list) =>
        list ? { ...list, recordings: list.recordings.filter((r) => r.id !== answer.data.id), storage: answer.data.storage } : list,
      ),
    onError: () => queryClient.invalidateQueries({ queryKey: RECORDINGS_KEY }),
  });
}

/**
 * The name of the account's storage plan in the reader's language (GET /subscription/plans, the
 * catalogue of decision 0084); undefined while it loads or when the plan is not listed (off sale).
 */
export function useStoragePlanName(planId: string | undefined): string | undefined {
  const language = useTranslation().i18n.language;
  const plans = useQuery({
    queryKey: ['storage-plans', language],
    queryFn: async () => (await api(routes.subscription.plans, undefined, quiet)).data,
    staleTime: 5 * 60_000,
    enabled: planId !== undefined,
  });
  return plans.data?.find((plan) => plan.id === planId)?.name;
}
