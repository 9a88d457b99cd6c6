import { tutorialEditBody, UPLOAD_RULES, type TutorialEditBody } from '@helpwire/contracts';
import { westernDigits } from '../category-form';
import type { EditableTutorial } from './tutorials-api';
import { realChanges, textChanges, type HelpChange } from '../help-changes';

/** The editor's fields as typed; the category is '' for none (shown for every category). */
export interface TutorialForm {
  titleEn: string;
  descriptionEn: string;
  titleAr: string;
  descriptionAr: string;
  categoryId: string;
  duration: string;
  /** The uploaded video's file id (a new upload), '' to keep the stored one. */
  videoFileId: string;
  /** The uploaded video's name, shown in the confirmation. */
  videoName: string;
}
export type TutorialField = Exclude<keyof TutorialForm, 'videoName'>;
export const TUTORIAL_FIELDS: readonly TutorialField[] = ['titleEn', 'descriptionEn', 'titleAr', 'descriptionAr', 'categoryId', 'duration', 'videoFileId'];

export type TutorialDraft = Omit<TutorialEditBody, 'reason'>;

export function tutorialFormOf(tutorial?: EditableTutorial): TutorialForm {
  return {
    titleEn: tutorial?.title.en ?? '',
    descriptionEn: tutorial?.description.en ?? '',
    titleAr: tutorial?.title.ar ?? '',
    descriptionAr: tutorial?.description.ar ?? '',
    categoryId: tutorial?.categoryId ?? '',
    duration: tutorial ? String(tutorial.durationSeconds) : '',
    videoFileId: '',
    videoName: '',
  };
}

/** Why a chosen video cannot be uploaded ('type' or 'size'), before a byte is sent; the server reads the bytes again. */
export function videoProblem(file: { type: string; size: number }): 'type' | 'size' | null {
  const rule = UPLOAD_RULES.TUTORIAL_VIDEO;
  if (!rule.mimeTypes.includes(file.type.toLowerCase())) return 'type';
  if (file.size === 0 || file.size > rule.maxBytes) return 'size';
  return null;
}

/** The tutorial the form asks for, checked as the content service checks it (a new one needs its video), or each field with a problem. */
export function checkTutorialForm(form: TutorialForm, isNew: boolean): { draft: TutorialDraft } | { errors: Partial<Record<TutorialField, true>> } {
  const duration = westernDigits(form.duration).trim();
  const parsed = tutorialEditBody.omit({ reason: true }).safeParse({
    title: { en: form.titleEn, ar: form.titleAr },
    description: { en: form.descriptionEn, ar: form.descriptionAr },
    categoryId: form.categoryId || null,
    durationSeconds: /^\d+$/.test(duration) ? Number(duration) : Number.NaN,
    videoFileId: form.videoFileId || undefined,
  });
  const errors: Partial<Record<TutorialField, true>> = {};
  if (isNew && !form.videoFileId) errors.videoFileId = true;
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [top, language] = issue.path;
      if (top === 'title' || top === 'description') errors[`${top}${language === 'ar' ? 'Ar' : 'En'}` as TutorialField] = true;
      else if (top === 'durationSeconds') errors.duration = true;
      else if (top === 'categoryId' || top === 'videoFileId') errors[top] = true;
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { errors };
  return { draft: parsed.data };
}

export type TutorialChange = HelpChange<'titleEn' | 'descriptionEn' | 'titleAr' | 'descriptionAr' | 'category' | 'duration' | 'video'>;

/** What the draft changes of the stored tutorial (every field of a new one); the video by the new upload's name. */
export function tutorialChangesOf(tutorial: EditableTutorial | undefined, draft: TutorialDraft, videoName: string): TutorialChange[] {
  return realChanges<TutorialChange['field']>(
    [
      ...textChanges(['title', 'description'], tutorial && [tutorial.title, tutorial.description], [draft.title, draft.description]),
      { field: 'category', before: tutorial ? (tutorial.categoryId ?? '') : '', after: draft.categoryId ?? '' },
      { field: 'duration', before: tutorial ? String(tutorial.durationSeconds) : '', after: String(draft.durationSeconds) },
      { field: 'video', before: tutorial?.videoUrl ?? '', after: draft.videoFileId ? videoName : (tutorial?.videoUrl ?? '') },
    ],
    !tutorial,
  );
}
