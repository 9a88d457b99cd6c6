import { useTranslation } from '@helpwire/libs/i18n';
import { ApiError, errorText } from '@helpwire/web-core';
import { CheckCircle2, Upload } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { ADMIN_NAMESPACE } from '../../texts';
import { videoProblem } from './tutorial-form';
import { uploadTutorialVideo } from './tutorials-api';

/** A video's length in whole seconds as the browser reads it from the file, or undefined when it cannot. */
function videoSeconds(file: File): Promise<number | undefined> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    const done = (seconds: number | undefined) => {
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    video.preload = 'metadata';
    video.onloadedmetadata = () => done(Number.isFinite(video.duration) && video.duration > 0 ? Math.max(1, Math.round(video.duration)) : undefined);
    video.onerror = () => done(undefined);
    video.src = url;
  });
}

type PickerState = { kind: 'idle' } | { kind: 'uploading'; percent: number } | { kind: 'uploaded'; name: string } | { kind: 'failed'; text: string };

/**
 * The tutorial's video from the admin's computer: MP4 or WebM, at most 100 MB, checked before a byte
 * is sent (the server reads the type from the bytes again), uploaded at once with its progress; its
 * length fills the duration when the browser can read it.
 */
export function VideoPicker({
  required,
  missing,
  uploadedName,
  onUploaded,
}: {
  /** A new tutorial needs one; an edit keeps its video unless another is uploaded. */
  required: boolean;
  /** The form was sent without the required video. */
  missing: boolean;
  /** The video uploaded before (back from the confirmation to the editor). */
  uploadedName: string;
  onUploaded: (video: { id: string; name: string; seconds?: number }) => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const id = useId();
  const [state, setState] = useState<PickerState>(uploadedName ? { kind: 'uploaded', name: uploadedName } : { kind: 'idle' });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = videoProblem(file);
    if (problem) return setState({ kind: 'failed', text: t(`helpContent.tutorials.errors.video_${problem}`) });
    setState({ kind: 'uploading', percent: 0 });
    try {
      const [stored, seconds] = await Promise.all([
        uploadTutorialVideo(file, t('helpContent.tutorials.errors.uploadFailed'), (fraction) =>
          setState({ kind: 'uploading', percent: Math.round(fraction * 100) }),
        ),
        videoSeconds(file),
      ]);
      setState({ kind: 'uploaded', name: stored.name });
      onUploaded({ id: stored.id, name: stored.name, seconds });
    } catch (error) {
      const text = error instanceof ApiError ? errorText({ code: error.code, message: error.message }, undefined, ADMIN_NAMESPACE) : String(error);
      setState({ kind: 'failed', text });
    }
  };

  const error = state.kind === 'failed' ? state.text : missing && state.kind !== 'uploaded' ? t('helpContent.tutorials.errors.videoFileId') : undefined;
  return (
    <div className="hw-field hw-admin-video">
      <label htmlFor={id}>{t(required ? 'helpContent.tutorials.video' : 'helpContent.tutorials.replaceVideo')}</label>
      <p className="hw-admin-muted" id={`${id}-hint`}>
        {t('helpContent.tutorials.videoHint')}
      </p>
      {/* The native picker stays for the keyboard and assistive technology; the button beside it speaks the page's language. */}
      <input
        id={id}
        name="videoFileId"
        type="file"
        className="hw-visually-hidden hw-admin-video__input"
        accept="video/mp4,video/webm"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        disabled={state.kind === 'uploading'}
        onChange={(event) => void choose(event)}
      />
      <label htmlFor={id} className="hw-button hw-button--ghost hw-admin-video__choose">
        <Upload aria-hidden size={18} />
        {t(state.kind === 'uploaded' ? 'helpContent.tutorials.chooseAnother' : 'helpContent.tutorials.chooseVideo')}
      </label>
      {state.kind === 'uploading' && (
        <p role="status" className="hw-admin-video__status">
          {t('helpContent.tutorials.uploading', { percent: state.percent })}
          <progress max={100} value={state.percent} />
        </p>
      )}
      {state.kind === 'uploaded' && (
        <p role="status" className="hw-admin-video__status hw-admin-video__status--done">
          <CheckCircle2 aria-hidden size={16} />
          <span dir="auto">{t('helpContent.tutorials.uploaded', { name: state.name })}</span>
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="hw-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
