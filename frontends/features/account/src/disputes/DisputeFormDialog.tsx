import { DISPUTE_DESCRIPTION_MAX_CHARS, DISPUTE_REASON_MAX_CHARS, DISPUTE_REQUESTS, type DisputeResolution, type FileRef } from '@helpwire/contracts';
import { Button, Modal, TextAreaField, TextField } from '@helpwire/ui';
import { toast } from '@helpwire/web-core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { apiFailures } from '../api-errors';
import { FormAlert, SelectField } from '../fields/fields';
import { translateFailure } from '../fields/error-text';
import { UploadField } from '../upload/UploadField';
import { useCreateDispute, useRecentCalls, type DisputeSide } from './dispute-api';
import { reference, useDisputeFormat } from './dispute-format';
import { DISPUTES_NAMESPACE } from './texts';

interface Values {
  callId: string;
  reason: string;
  description: string;
  resolution: DisputeResolution | '';
}

type Problems = Partial<Record<keyof Values, string>>;

/**
 * The dispute form (spec §2 "dispute form"; §5: reason, description and resolution required,
 * attachment optional up to 25 MB): one of the caller's recent calls, what happened, the resolution
 * wanted (only what that side may ask for: a user asks for a refund), and evidence uploaded with its progress (the contract's type and size rules first).
 * `callId`: the call chosen already (a dispute opened from a call on the home or in the history).
 */
export function DisputeFormDialog({ side, callId = '', onClose }: { side: DisputeSide; callId?: string; onClose: () => void }) {
  const { t } = useTranslation(DISPUTES_NAMESPACE);
  const { t: accountT } = useTranslation('account-forms');
  const format = useDisputeFormat();
  const calls = useRecentCalls(side);
  const create = useCreateDispute(side);
  const [values, setValues] = useState<Values>({ callId, reason: '', description: '', resolution: '' });
  const [files, setFiles] = useState<FileRef[]>([]);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string[]>([]);
  const set = (name: keyof Values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Problems = {};
    if (!values.callId) next.callId = t('form.callRequired');
    if (!values.reason.trim()) next.reason = t('form.reasonRequired');
    if (!values.description.trim()) next.description = t('form.descriptionRequired');
    if (!values.resolution) next.resolution = t('form.resolutionRequired');
    setProblems(next);
    setFailure([]);
    if (Object.keys(next).length > 0) {
      const first = (['callId', 'reason', 'description', 'resolution'] as const).find((name) => next[name]);
      document.querySelector<HTMLElement>(`[name="dispute-${first}"]`)?.focus();
      return;
    }
    create.mutate(
      {
        callId: values.callId,
        reason: values.reason.trim(),
        description: values.description.trim(),
        resolution: values.resolution as DisputeResolution,
        attachment: files[0]?.id,
      },
      {
        onSuccess: () => {
          toast.success(t('form.created'));
          onClose();
        },
        onError: (error) => setFailure(apiFailures(error).map((failure) => translateFailure(accountT, failure))),
      },
    );
  };

  const callOptions = (calls.data ?? []).map((call) => ({
    value: call.id,
    label: t('form.callOption', { id: reference(call.id), date: format.date(call.endedAt ?? call.date) }),
  }));
  return (
    <Modal title={t('form.title')} onClose={onClose} wide>
      <form className="hw-dispute-form" onSubmit={submit} noValidate aria-busy={create.isPending}>
        <FormAlert>
          {failure.length > 0 &&
            failure.map((text) => (
              <p key={text} role="alert">
                {text}
              </p>
            ))}
        </FormAlert>
        <SelectField
          name="dispute-callId"
          label={t('form.call')}
          placeholder={t('form.callPlaceholder')}
          options={callOptions}
          value={values.callId}
          onChange={set('callId')}
          error={problems.callId}
          hint={calls.isSuccess && callOptions.length === 0 ? t('form.noCalls') : undefined}
          required
        />
        <TextField
          name="dispute-reason"
          label={t('form.reason')}
          placeholder={t('form.reasonPlaceholder')}
          maxLength={DISPUTE_REASON_MAX_CHARS}
          value={values.reason}
          onChange={set('reason')}
          error={problems.reason}
          required
        />
        <TextAreaField
          name="dispute-description"
          label={t('form.description')}
          rows={4}
          maxLength={DISPUTE_DESCRIPTION_MAX_CHARS}
          value={values.description}
          onChange={set('description')}
          error={problems.description}
          required
        />
        <SelectField
          name="dispute-resolution"
          label={t('form.resolution')}
          placeholder={t('form.resolutionPlaceholder')}
          options={DISPUTE_REQUESTS[side].map((value) => ({ value, label: t(`resolution.${value}`) }))}
          value={values.resolution}
          onChange={set('resolution')}
          error={problems.resolution}
          required
        />
        <UploadField purpose="DISPUTE" legend={t('form.attachment')} hint={t('form.attachmentHint')} max={1} value={files} onChange={setFiles} />
        <div className="hw-dispute-form__actions hw-modal-actions">
          <Button variant="ghost" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" variant="cta" busy={create.isPending}>
            {t('form.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
