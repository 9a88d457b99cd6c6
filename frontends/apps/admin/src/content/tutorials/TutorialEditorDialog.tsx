import { useTranslation } from '@helpwire/libs/i18n';
import { ADMIN_NAMESPACE } from '../../texts';
import { HelpEditorForm, useHelpForm } from '../HelpEditorForm';
import { checkTutorialForm, TUTORIAL_FIELDS, type TutorialDraft, type TutorialForm } from './tutorial-form';
import { VideoPicker } from './VideoPicker';

/**
 * The editor of one tutorial (a new one or a stored one): title and description in English and
 * Arabic, category, duration, and the video uploaded from the admin's computer. "Review and save"
 * leads to the before → after confirmation.
 */
export function TutorialEditorDialog({
  isNew,
  initial,
  categoryOptions,
  onReview,
  onClose,
}: {
  isNew: boolean;
  initial: TutorialForm;
  categoryOptions: [string, string][];
  onReview: (form: TutorialForm, draft: TutorialDraft) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { form, setForm, errors, setErrors, field, refuse, formRef } = useHelpForm(initial, TUTORIAL_FIELDS, (name) =>
    t(`helpContent.tutorials.errors.${name}`),
  );
  const submit = () => {
    const checked = checkTutorialForm(form, isNew);
    if ('errors' in checked) return refuse(checked.errors);
    onReview(form, checked.draft);
  };
  return (
    <HelpEditorForm
      title={t(isNew ? 'helpContent.tutorials.newTitle' : 'helpContent.tutorials.editTitle')}
      formRef={formRef}
      onSubmit={submit}
      onClose={onClose}
      top={
        <VideoPicker
          required={isNew}
          missing={Boolean(errors.videoFileId)}
          uploadedName={form.videoName}
          onUploaded={({ id, name, seconds }) => {
            setForm((current) => ({ ...current, videoFileId: id, videoName: name, duration: seconds ? String(seconds) : current.duration }));
            setErrors((current) => ({ ...current, videoFileId: undefined, duration: seconds ? undefined : current.duration }));
          }}
        />
      }
      texts={{
        line: { name: 'title', label: t('helpContent.tutorials.titleLabel'), max: 200 },
        paragraph: { name: 'description', label: t('content.description'), max: 2000, rows: 4 },
      }}
      field={field}
      category={{ value: form.categoryId, options: categoryOptions, onChange: (categoryId) => setForm((current) => ({ ...current, categoryId })) }}
      number={{ ...field('duration'), label: t('helpContent.tutorials.durationLabel') }}
      hint={t('helpContent.tutorials.durationHint')}
    />
  );
}
