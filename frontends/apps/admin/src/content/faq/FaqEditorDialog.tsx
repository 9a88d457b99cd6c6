import { useTranslation } from '@helpwire/libs/i18n';
import { ADMIN_NAMESPACE } from '../../texts';
import { HelpEditorForm, useHelpForm } from '../HelpEditorForm';
import { checkFaqForm, FAQ_FIELDS, type FaqDraft, type FaqForm } from './faq-form';

/**
 * The editor of one FAQ entry (a new one or a stored one): its question and answer in English and
 * Arabic, its group and its order. "Review and save" leads to the before → after confirmation.
 */
export function FaqEditorDialog({
  isNew,
  initial,
  categoryOptions,
  onReview,
  onClose,
}: {
  isNew: boolean;
  initial: FaqForm;
  categoryOptions: [string, string][];
  onReview: (form: FaqForm, draft: FaqDraft) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { form, setForm, field, refuse, formRef } = useHelpForm(initial, FAQ_FIELDS, (name) => t(`helpContent.faq.errors.${name}`));
  const submit = () => {
    const checked = checkFaqForm(form);
    if ('errors' in checked) return refuse(checked.errors);
    onReview(form, checked.draft);
  };
  return (
    <HelpEditorForm
      title={t(isNew ? 'helpContent.faq.newTitle' : 'helpContent.faq.editTitle')}
      formRef={formRef}
      onSubmit={submit}
      onClose={onClose}
      texts={{
        line: { name: 'question', label: t('helpContent.faq.question'), max: 300 },
        paragraph: { name: 'answer', label: t('helpContent.faq.answer'), max: 4000, rows: 5 },
      }}
      field={field}
      category={{ value: form.categoryId, options: categoryOptions, onChange: (categoryId) => setForm((current) => ({ ...current, categoryId })) }}
      number={{ ...field('position'), label: t('helpContent.fields.position') }}
      hint={t('helpContent.faq.positionHint')}
    />
  );
}
