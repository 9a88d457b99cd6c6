import { Modal, TextAreaField, TextField } from '@helpwire/ui';
import { useTranslation } from '@helpwire/libs/i18n';
import { toast } from '@helpwire/web-core';
import { useRef, useState, type FormEvent } from 'react';
import { DialogActions, failureText } from '../../DialogActions';
import { ADMIN_NAMESPACE } from '../../texts';
import { dollars, RATE_MAX_DOLLARS } from '../category-form';
import { useAddSpecialty, type EditableCategory } from '../content-api';
import { checkSpecialty, SPECIALTY_FIELDS, type SpecialtyField, type SpecialtyForm } from './specialty-form';

/** A new specialty under a top-level category: its name and description in both languages, its rate, and why. */
export function AddSpecialtyDialog({ parent, parentName, onClose }: { parent: EditableCategory; parentName: string; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const add = useAddSpecialty();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<SpecialtyForm>({
    nameEn: '',
    nameAr: '',
    descriptionEn: '',
    descriptionAr: '',
    rate: dollars(parent.rateCentsPerMinute),
    reason: '',
  });
  const [errors, setErrors] = useState<Partial<Record<SpecialtyField, true>>>({});
  const [failure, setFailure] = useState<string>();
  const field = (name: SpecialtyField) => ({
    name,
    value: form[name],
    error: errors[name] ? t(name === 'reason' ? 'content.reason.required' : `content.errors.${name}`, { max: RATE_MAX_DOLLARS }) : undefined,
    onChange: (event: { target: { value: string } }) => {
      setForm((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkSpecialty(form);
    if ('errors' in checked) {
      setErrors(checked.errors);
      const first = SPECIALTY_FIELDS.find((name) => checked.errors[name]);
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    try {
      await add.mutateAsync({ parentId: parent.id, specialty: checked.body });
      toast.success(t('content.add.done', { name: checked.body.name.en, parent: parentName }));
      onClose();
    } catch (error) {
      setFailure(failureText(error));
    }
  };
  return (
    <Modal title={t('content.add.title', { name: parentName })} onClose={onClose} wide>
      <form ref={formRef} className="hw-admin-confirm" noValidate onSubmit={(event) => void submit(event)}>
        <div className="hw-admin-languages">
          <fieldset className="hw-card hw-admin-language" lang="en">
            <legend>{t('content.english')}</legend>
            <TextField {...field('nameEn')} label={t('content.name')} dir="ltr" maxLength={120} />
            <TextAreaField {...field('descriptionEn')} label={t('content.description')} dir="ltr" rows={3} maxLength={2000} />
          </fieldset>
          <fieldset className="hw-card hw-admin-language" lang="ar">
            <legend>{t('content.arabic')}</legend>
            <TextField {...field('nameAr')} label={t('content.name')} dir="rtl" maxLength={120} />
            <TextAreaField {...field('descriptionAr')} label={t('content.description')} dir="rtl" rows={3} maxLength={2000} />
          </fieldset>
        </div>
        <TextField {...field('rate')} label={t('content.rate.label')} inputMode="decimal" dir="ltr" autoComplete="off" />
        <TextAreaField {...field('reason')} label={t('content.reason.label')} rows={2} maxLength={500} />
        <p className="hw-admin-muted">{t('content.add.hint')}</p>
        <DialogActions confirm={t('content.add.confirm')} busy={add.isPending} cancel={t('common.cancel')} onCancel={onClose} failure={failure} />
      </form>
    </Modal>
  );
}
