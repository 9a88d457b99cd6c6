import { Button, Modal, TextAreaField, TextField } from '@helpwire/ui';
import { useTranslation } from '@helpwire/libs/i18n';
import { useRef, useState, type ComponentProps, type FormEvent, type ReactNode, type RefObject } from 'react';
import { SelectField } from '../SelectField';
import { ADMIN_NAMESPACE } from '../texts';

/**
 * The frame of an FAQ entry's or a tutorial's editor: what comes first (the video), the English and
 * the Arabic fields side by side, the category and one number (the order, the duration) with its
 * hint, and "Review and save", which leads to the before → after confirmation.
 */
export function HelpEditorForm({
  title,
  formRef,
  onSubmit,
  onClose,
  top,
  texts,
  field,
  category,
  number,
  hint,
}: {
  title: string;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: () => void;
  onClose: () => void;
  top?: ReactNode;
  /** The two texts written in each language (`<name>En`, `<name>Ar`): a line (question, title) and a paragraph. */
  texts: { line: { name: string; label: string; max: number }; paragraph: { name: string; label: string; max: number; rows: number } };
  /** A text field's props by its name. */
  field(name: string): { name: string; value: string; error?: string; onChange: (event: { target: { value: string } }) => void };
  category: { value: string; options: [string, string][]; onChange: (id: string) => void };
  number: ComponentProps<typeof TextField>;
  hint: string;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal title={title} onClose={onClose} wide>
      <form ref={formRef} className="hw-admin-help-form" noValidate onSubmit={submit}>
        {top}
        <div className="hw-admin-languages">
          {(['en', 'ar'] as const).map((language) => {
            const [suffix, dir] = language === 'en' ? ['En', 'ltr'] : ['Ar', 'rtl'];
            return (
              <fieldset key={language} className="hw-card hw-admin-language" lang={language}>
                <legend>{t(language === 'en' ? 'content.english' : 'content.arabic')}</legend>
                <TextField {...field(`${texts.line.name}${suffix}`)} label={texts.line.label} dir={dir} maxLength={texts.line.max} />
                <TextAreaField
                  {...field(`${texts.paragraph.name}${suffix}`)}
                  label={texts.paragraph.label}
                  dir={dir}
                  rows={texts.paragraph.rows}
                  maxLength={texts.paragraph.max}
                />
              </fieldset>
            );
          })}
        </div>
        <div className="hw-admin-help-form__row">
          <SelectField name="categoryId" label={t('helpContent.fields.category')} {...category} />
          <TextField inputMode="numeric" dir="ltr" autoComplete="off" {...number} />
        </div>
        <p className="hw-admin-muted">{hint}</p>
        <div className="hw-admin-actions">
          <Button type="submit">{t('content.review')}</Button>
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/**
 * An editor's state: the fields as typed, the ones with a problem (each worded by `errorText`), a
 * text field's props by name, and the refusal of a check (its problems shown, the first focused).
 */
export function useHelpForm<F extends Record<keyof F, string>, E extends keyof F & string>(initial: F, order: readonly E[], errorText: (name: E) => string) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<E, true>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const field = (name: E) => ({
    name,
    value: form[name],
    error: errors[name] ? errorText(name) : undefined,
    onChange: (event: { target: { value: string } }) => {
      setForm((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });
  const refuse = (problems: Partial<Record<E, true>>) => {
    setErrors(problems);
    const first = order.find((name) => problems[name]);
    formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };
  return { form, setForm, errors, setErrors, field, refuse, formRef };
}
