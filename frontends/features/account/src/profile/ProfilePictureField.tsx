import { UPLOAD_RULES, uploadError } from '@helpwire/contracts';
import { Button, Picture } from '@helpwire/ui';
import { CircleUserRound, Trash2, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { apiMessages } from '../api-errors';
import { useErrorText } from '../fields/error-text';
import { uploadFile } from '../upload/upload-file';
import './profile.css';

/** The picture the form will save: undefined keeps the current one, null removes it. */
export type PictureChange = { id: string; url: string } | null | undefined;

/** The profile picture with a preview: upload (JPEG, PNG or WebP up to 5 MB, with progress) or remove. */
export function ProfilePictureField({
  current,
  value,
  onChange,
}: {
  current: string | undefined;
  value: PictureChange;
  onChange: (next: PictureChange) => void;
}) {
  const { t } = useTranslation('account-forms');
  const errorText = useErrorText();
  const id = useId();
  const [progress, setProgress] = useState<number>();
  const [error, setError] = useState<string>();
  const shown = value === undefined ? current : value?.url;

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError(undefined);
    const refused = uploadError('PROFILE_PICTURE', { mimeType: file.type, size: file.size });
    if (refused) return setError(refused);
    setProgress(0);
    try {
      const stored = await uploadFile(file, 'PROFILE_PICTURE', { onProgress: (fraction) => setProgress(Math.round(fraction * 100)) });
      onChange({ id: stored.id, url: stored.url });
    } catch (failure) {
      setError(apiMessages(failure)[0] ?? t('errors.something-went-wrong'));
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <div className="hw-picture">
      {shown ? (
        <Picture src={shown} alt={t('account.picture.preview')} width={96} height={96} priority className="hw-picture__image" />
      ) : (
        <CircleUserRound aria-hidden size={96} className="hw-picture__image" />
      )}
      <div className="hw-picture__actions">
        <label className="hw-button hw-button--ghost hw-button--small" htmlFor={id}>
          <Upload aria-hidden size={16} />
          {t('account.picture.upload')}
        </label>
        <input
          id={id}
          type="file"
          className="hw-visually-hidden"
          accept={UPLOAD_RULES.PROFILE_PICTURE.mimeTypes.join(',')}
          onChange={(event) => {
            void pick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {shown && (
          <Button variant="ghost" size="small" onClick={() => onChange(null)}>
            <Trash2 aria-hidden size={16} />
            {t('account.picture.remove')}
          </Button>
        )}
        <p className="hw-auth-hint">{t('account.picture.hint')}</p>
        {progress !== undefined && <progress max={100} value={progress} aria-label={t('account.picture.uploading')} />}
        {error && (
          <p className="hw-field__error" role="alert">
            {errorText(error)}
          </p>
        )}
      </div>
    </div>
  );
}
