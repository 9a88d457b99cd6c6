import { Button, Card, ListSkeleton, LoadFailed, TextAreaField, TextField } from '@helpwire/ui';
import { useTranslation } from '@helpwire/libs/i18n';
import { useFormatPrice } from '@helpwire/web-core';
import { ArrowLeft, Save } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ADMIN_NAMESPACE } from '../texts';
import { CategoryActions } from './categories/CategoryActions';
import {
  checkForm,
  changesOf,
  CATEGORY_FIELDS,
  formOf,
  RATE_MAX_DOLLARS,
  type CategoryChange,
  type CategoryEdit,
  type CategoryField,
  type CategoryForm,
} from './category-form';
import { useEditableCategory, type EditableCategory } from './content-api';
import { SaveCategoryDialog } from './SaveCategoryDialog';

/** The form of one stored category: its texts in both languages and its per-minute rate. */
function EditorForm({ category, parentName, onBack }: { category: EditableCategory; parentName?: string; onBack: () => void }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const price = useFormatPrice();
  const [form, setForm] = useState<CategoryForm>(() => formOf(category));
  const [errors, setErrors] = useState<Partial<Record<CategoryField, true>>>({});
  const [pending, setPending] = useState<{ edit: CategoryEdit; changes: CategoryChange[] }>();
  const [nothing, setNothing] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const shownName = i18n.language === 'ar' ? category.name.ar : category.name.en;

  const field = (name: CategoryField) => ({
    name,
    value: form[name],
    error: errors[name] ? t(`content.errors.${name}`, { max: RATE_MAX_DOLLARS }) : undefined,
    onChange: (event: { target: { value: string } }) => {
      setForm((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
      setNothing(false);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(form, category.active);
    if ('errors' in checked) {
      setErrors(checked.errors);
      const first = CATEGORY_FIELDS.find((name) => checked.errors[name]);
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const changes = changesOf(category, checked.edit);
    if (changes.length === 0) return setNothing(true);
    setPending({ edit: checked.edit, changes });
  };

  return (
    <article className="hw-admin-category" aria-labelledby={`hw-admin-category-${category.id}`}>
      <button type="button" className="hw-admin-back" onClick={onBack}>
        <ArrowLeft aria-hidden size={18} className="hw-mirror" />
        {t('content.back')}
      </button>
      <header className="hw-admin-category__head">
        <h2 id={`hw-admin-category-${category.id}`} tabIndex={-1}>
          {shownName}
        </h2>
        <p className="hw-admin-muted">
          {parentName ? t('content.specialtyOf', { name: parentName }) : t('content.topLevel')} ·{' '}
          {t('content.currentRate', { price: price(category.rateCentsPerMinute) })}
        </p>
      </header>
      <CategoryActions category={category} name={shownName} onRemoved={onBack} />
      <form ref={formRef} className="hw-admin-category__form" noValidate onSubmit={submit}>
        <Card className="hw-admin-category__rate">
          <TextField
            {...field('rate')}
            label={t('content.rate.label')}
            inputMode="decimal"
            dir="ltr"
            autoComplete="off"
            aria-describedby={errors.rate ? undefined : 'hw-admin-rate-hint'}
          />
          <p id="hw-admin-rate-hint" className="hw-admin-muted">
            {t('content.rate.hint')}
          </p>
        </Card>
        <div className="hw-admin-languages">
          <fieldset className="hw-card hw-admin-language" lang="en">
            <legend>{t('content.english')}</legend>
            <TextField {...field('nameEn')} label={t('content.name')} dir="ltr" maxLength={120} />
            <TextAreaField {...field('descriptionEn')} label={t('content.description')} dir="ltr" rows={4} maxLength={2000} />
            <TextAreaField {...field('guidelinesEn')} label={t('content.guidelines')} dir="ltr" rows={4} />
          </fieldset>
          <fieldset className="hw-card hw-admin-language" lang="ar">
            <legend>{t('content.arabic')}</legend>
            <TextField {...field('nameAr')} label={t('content.name')} dir="rtl" maxLength={120} />
            <TextAreaField {...field('descriptionAr')} label={t('content.description')} dir="rtl" rows={4} maxLength={2000} />
            <TextAreaField {...field('guidelinesAr')} label={t('content.guidelines')} dir="rtl" rows={4} />
          </fieldset>
        </div>
        <p className="hw-admin-muted">{t('content.guidelinesHint')}</p>
        <div className="hw-admin-decision">
          <Button type="submit">
            <Save aria-hidden size={18} />
            {t('content.review')}
          </Button>
          <Button variant="ghost" onClick={() => (setForm(formOf(category)), setErrors({}), setNothing(false))}>
            {t('content.reset')}
          </Button>
          {nothing && (
            <p className="hw-admin-muted hw-admin-category__nothing" role="status">
              {t('content.nothingChanged')}
            </p>
          )}
        </div>
      </form>
      {pending && (
        <SaveCategoryDialog
          category={category}
          name={shownName}
          edit={pending.edit}
          changes={pending.changes}
          onClose={() => setPending(undefined)}
          onSaved={(saved) => {
            setPending(undefined);
            setForm(formOf(saved));
          }}
        />
      )}
    </article>
  );
}

/**
 * The chosen category or specialty (issue 24, item 7), read as stored (both languages), its
 * editor, and the save's confirmation.
 */
export function CategoryEditor({ id, parentName, focus, onBack }: { id: string; parentName?: string; focus: boolean; onBack: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const category = useEditableCategory(id);
  const shell = useRef<HTMLDivElement>(null);
  const loadedId = category.data?.id;
  // Chosen in the list now (not opened from the address): its name takes the focus once read.
  useEffect(() => {
    if (focus && loadedId) shell.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [focus, loadedId]);
  return (
    <div ref={shell}>
      {category.isPending ? (
        <ListSkeleton label={t('content.loadingOne')} rows={3} height="6rem" />
      ) : category.isError ? (
        <LoadFailed text={t('content.failedOne')} retryLabel={t('common.retry')} onRetry={() => void category.refetch()} />
      ) : (
        <EditorForm key={category.data.id} category={category.data} parentName={parentName} onBack={onBack} />
      )}
    </div>
  );
}
