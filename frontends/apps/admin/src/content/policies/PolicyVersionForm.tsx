import type { PolicyType, PublishPolicyVersionBody } from '@helpwire/contracts';
import { Button, Card, Modal, TextAreaField, TextField } from '@helpwire/ui';
import { useTranslation } from '@helpwire/libs/i18n';
import { toast, useFormatDay } from '@helpwire/web-core';
import { ArrowLeft, Plus, Send, Trash2 } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { DialogActions, failureText } from '../../DialogActions';
import { ADMIN_NAMESPACE } from '../../texts';
import { usePublishPolicyVersion, type PolicyVersion } from './policies-api';
import { checkPolicyForm, emptySection, formFrom, todayUtc, type PolicyFieldErrors, type PolicyForm, type SectionForm } from './policy-form';

/** The publish's confirmation: which version, from which day (today: at once; later: scheduled), what changed. */
function PublishDialog({
  type,
  policyName,
  body,
  onClose,
  onPublished,
}: {
  type: PolicyType;
  policyName: string;
  body: PublishPolicyVersionBody;
  onClose: () => void;
  onPublished: () => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const day = useFormatDay();
  const publish = usePublishPolicyVersion();
  const [failure, setFailure] = useState<string>();
  const now = body.effectiveFrom === todayUtc();
  const confirm = async () => {
    try {
      const written = await publish.mutateAsync({ type, version: body });
      toast.success(
        t(now ? 'policies.publish.doneToday' : 'policies.publish.doneScheduled', {
          version: written.version,
          name: policyName,
          date: day(written.effectiveFrom),
        }),
      );
      onPublished();
    } catch (error) {
      setFailure(failureText(error));
    }
  };
  return (
    <Modal title={t('policies.publish.title', { name: policyName })} onClose={onClose}>
      <div className="hw-admin-confirm">
        <p>{t(now ? 'policies.publish.today' : 'policies.publish.scheduled', { date: day(body.effectiveFrom) })}</p>
        <p>
          <span className="hw-admin-muted">{t('policies.whatChanged')}: </span>
          <span dir="auto">{body.summary}</span>
        </p>
        <DialogActions
          confirm={t('policies.publish.confirm')}
          busy={publish.isPending}
          onConfirm={() => void confirm()}
          cancel={t('content.keepEditing')}
          onCancel={onClose}
          failure={failure}
        />
      </div>
    </Modal>
  );
}

/**
 * A new version of a policy (decision 0081): it starts from the texts in effect; the admin writes
 * the title and each section in English and Arabic, what changed, and the day it takes effect
 * (today or later, a UTC day), then confirms.
 */
export function PolicyVersionForm({
  type,
  policyName,
  current,
  onDone,
}: {
  type: PolicyType;
  policyName: string;
  current?: PolicyVersion;
  onDone: () => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const today = todayUtc();
  const [form, setForm] = useState<PolicyForm>(() => formFrom(current, today));
  const [errors, setErrors] = useState<PolicyFieldErrors>({});
  const [pending, setPending] = useState<PublishPolicyVersionBody>();
  const formRef = useRef<HTMLFormElement>(null);
  const error = (key: string, text: string) => (errors[key] ? text : undefined);
  const clear = (key: string) => setErrors((current) => ({ ...current, [key]: undefined }));
  const set = (key: 'titleEn' | 'titleAr' | 'summary' | 'effectiveFrom') => ({
    name: key,
    value: form[key],
    onChange: (event: { target: { value: string } }) => (setForm((f) => ({ ...f, [key]: event.target.value })), clear(key)),
  });
  const setSection = (index: number, key: keyof SectionForm) => ({
    name: `sections.${index}.${key}`,
    value: form.sections[index]![key],
    error: error(`sections.${index}.${key}`, t('policies.errors.section')),
    onChange: (event: { target: { value: string } }) => {
      setForm((f) => ({ ...f, sections: f.sections.map((s, i) => (i === index ? { ...s, [key]: event.target.value } : s)) }));
      clear(`sections.${index}.${key}`);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPolicyForm(form, today);
    if ('errors' in checked) {
      setErrors(checked.errors);
      const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      first?.focus();
      return;
    }
    setPending(checked.body);
  };
  return (
    <article className="hw-admin-policy-form" aria-labelledby="hw-admin-policy-form-title">
      <button type="button" className="hw-admin-back hw-admin-policy-form__back" onClick={onDone}>
        <ArrowLeft aria-hidden size={18} className="hw-mirror" />
        {t('policies.backToVersions')}
      </button>
      <h2 id="hw-admin-policy-form-title">{t('policies.newVersionOf', { name: policyName })}</h2>
      <form ref={formRef} className="hw-admin-category__form" noValidate onSubmit={submit}>
        <Card className="hw-admin-category__rate">
          <TextField
            {...set('effectiveFrom')}
            type="date"
            min={today}
            label={t('policies.effectiveLabel')}
            dir="ltr"
            error={error('effectiveFrom', t('policies.errors.effectiveFrom'))}
          />
          <p className="hw-admin-muted">{t('policies.effectiveHint')}</p>
        </Card>
        <div className="hw-admin-languages">
          <fieldset className="hw-card hw-admin-language" lang="en">
            <legend>{t('content.english')}</legend>
            <TextField {...set('titleEn')} label={t('policies.title')} dir="ltr" maxLength={200} error={error('titleEn', t('policies.errors.title'))} />
          </fieldset>
          <fieldset className="hw-card hw-admin-language" lang="ar">
            <legend>{t('content.arabic')}</legend>
            <TextField {...set('titleAr')} label={t('policies.title')} dir="rtl" maxLength={200} error={error('titleAr', t('policies.errors.title'))} />
          </fieldset>
        </div>
        <ol className="hw-admin-policy-sections">
          {form.sections.map((_, index) => (
            <li key={index} className="hw-admin-policy-section">
              <div className="hw-admin-policy-section__head">
                <h3>{t('policies.sectionNumber', { number: index + 1 })}</h3>
                {form.sections.length > 1 && (
                  <Button variant="ghost" onClick={() => setForm((f) => ({ ...f, sections: f.sections.filter((__, i) => i !== index) }))}>
                    <Trash2 aria-hidden size={16} />
                    {t('policies.removeSection', { number: index + 1 })}
                  </Button>
                )}
              </div>
              <div className="hw-admin-languages">
                <fieldset className="hw-card hw-admin-language" lang="en">
                  <legend>{t('content.english')}</legend>
                  <TextField {...setSection(index, 'headingEn')} label={t('policies.heading')} dir="ltr" maxLength={200} />
                  <TextAreaField {...setSection(index, 'bodyEn')} label={t('policies.body')} dir="ltr" rows={5} />
                </fieldset>
                <fieldset className="hw-card hw-admin-language" lang="ar">
                  <legend>{t('content.arabic')}</legend>
                  <TextField {...setSection(index, 'headingAr')} label={t('policies.heading')} dir="rtl" maxLength={200} />
                  <TextAreaField {...setSection(index, 'bodyAr')} label={t('policies.body')} dir="rtl" rows={5} />
                </fieldset>
              </div>
            </li>
          ))}
        </ol>
        <div>
          <Button variant="ghost" onClick={() => setForm((f) => ({ ...f, sections: [...f.sections, emptySection()] }))}>
            <Plus aria-hidden size={18} />
            {t('policies.addSection')}
          </Button>
        </div>
        <Card className="hw-admin-category__rate">
          <TextAreaField
            {...set('summary')}
            label={t('policies.summaryLabel')}
            rows={3}
            maxLength={2000}
            error={error('summary', t('policies.errors.summary'))}
          />
          <p className="hw-admin-muted">{t('policies.summaryHint')}</p>
        </Card>
        <DialogActions
          confirm={
            <>
              <Send aria-hidden size={18} className="hw-mirror" />
              {t('policies.review')}
            </>
          }
          busy={false}
          cancel={t('common.cancel')}
          onCancel={onDone}
        />
      </form>
      {pending && <PublishDialog type={type} policyName={policyName} body={pending} onClose={() => setPending(undefined)} onPublished={onDone} />}
    </article>
  );
}
