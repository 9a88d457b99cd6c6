import type { FileRef, EditableTutorial, TutorialEditBody } from '@helpwire/contracts';
import { adminRoutes } from '@helpwire/contracts/admin-routes';
import { useMutation, useQuery } from '@helpwire/libs/query';
import { postMultipart } from '@helpwire/signed-in';
import { api } from '@helpwire/web-core';
import { useRefreshHelpContent } from '../help-api';

export type { EditableTutorial };

/** A video of up to 100 MB on an ordinary line takes minutes: the upload gets ten. */
const VIDEO_UPLOAD_TIMEOUT_MS = 10 * 60_000;

/** Every tutorial as stored (both languages, unpublished ones too). */
export function useEditableTutorials() {
  return useQuery({
    queryKey: ['admin', 'tutorials'],
    queryFn: async () => (await api(adminRoutes.adminHelp.tutorials, undefined, { toastErrors: false })).data,
  });
}

/**
 * POST /upload of a tutorial's video (purpose TUTORIAL_VIDEO) with its progress: the store every
 * other upload uses, which reads the type from the bytes and holds the size limit. `failedText` is
 * the reader's text for an upload that got no answer.
 */
export function uploadTutorialVideo(file: File, failedText: string, onProgress: (fraction: number) => void): Promise<FileRef> {
  const form = new FormData();
  form.append('purpose', 'TUTORIAL_VIDEO');
  form.append('file', file, file.name);
  return postMultipart<FileRef>('/upload', form, { onProgress, timeoutMs: VIDEO_UPLOAD_TIMEOUT_MS, failedText });
}

/** Adds a tutorial (no id; unpublished) or saves an edit, with the admin's reason. */
export function useSaveTutorial() {
  const refresh = useRefreshHelpContent();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: string; body: TutorialEditBody }) =>
      id
        ? (await api(adminRoutes.adminHelp.updateTutorial, Object.assign({ id }, body), { toastErrors: false })).data
        : (await api(adminRoutes.adminHelp.createTutorial, body, { toastErrors: false })).data,
    onSuccess: refresh,
  });
}

/** Publishes a tutorial on the help pages or takes it off, with the admin's reason. */
export function useSetTutorialPublished() {
  const refresh = useRefreshHelpContent();
  return useMutation({
    mutationFn: async ({ id, published, reason }: { id: string; published: boolean; reason: string }) =>
      (await api(adminRoutes.adminHelp.setTutorialPublished, Object.assign({ id }, { published, reason }), { toastErrors: false })).data,
    onSuccess: refresh,
  });
}
