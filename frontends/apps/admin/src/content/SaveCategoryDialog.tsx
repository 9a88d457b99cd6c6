import { Modal, TextAreaField } from '@helpwire/ui';
import { useTranslation } from '@helpwire/libs/i18n';
import { toast, useFormatPrice } from '@helpwire/web-core';
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { DialogActions, failureText } from '../DialogActions';
import { ADMIN_NAMESPACE } from '../texts';
import type { CategoryChange, CategoryEdit } from './category-form';
import { useUpdateCategory, type EditableCategory } from './content-api';

/**
 * The save's confirmation: each change, before and after (a new rate says it applies to calls that
 * start after it), the reason for the audit log (required), then the save. A refusal is shown in the
 * dialog, the edit kept.
 */
export function SaveCategoryDialog({
  category,
  name,
  edit,
  changes,
  onClose,
  onSaved,
}: {
  category: EditableCategory;
  name: string;
  edit: CategoryEdit;
  changes: CategoryChange[];
  onClose: () => void;
  onSaved: (saved: EditableCategory) => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const price = useFormatPrice();
  const update = useUpdateCategory();
  const [failure, setFailure] = useState<string>();
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const shown = (change: CategoryChange, value: string) =>
    change.field === 'rate' ? t('content.perMinute', { price: price(Number(value)) }) : value || t('content.emptyValue');
  // The promise, not mutate's callbacks: the saved category re-renders the editor under the dialog.
  const save = async () => {
    if (!reason.trim()) return setReasonMissing(true);
    try {
      const saved = await update.mutateAsync({ id: category.id, edit: { ...edit, reason: reason.trim() } });
      toast.success(t('content.saved', { name }));
      onSaved(saved);
    } catch (error) {
      setFailure(failureText(error));
    }
  };
  return (
    <Modal title={t('content.confirmTitle', { name })} onClose={onClose} wide>
      <div className="hw-admin-confirm">
        <p>{t('content.confirmIntro', { count: changes.length })}</p>
        <dl className="hw-admin-changes">
          {changes.map((change) => (
            <div key={change.field} className="hw-admin-change" data-field={change.field}>
              <dt>{t(`content.fields.${change.field}`)}</dt>
              <dd>
                <span className="hw-admin-change__before" dir="auto">
                  <span className="hw-visually-hidden">{t('content.before')}: </span>
                  {shown(change, change.before)}
                </span>
                <ArrowRight aria-hidden size={16} className="hw-mirror hw-admin-change__arrow" />
                <span className="hw-admin-change__after" dir="auto">
                  <span className="hw-visually-hidden">{t('content.after')}: </span>
                  {shown(change, change.after)}
                </span>
              </dd>
              {change.field === 'rate' && <p className="hw-admin-muted hw-admin-change__note">{t('content.rateApplies')}</p>}
            </div>
          ))}
        </dl>
        <p className="hw-admin-muted">{t('content.publicNote')}</p>
        <TextAreaField
          label={t('content.reason.label')}
          name="reason"
          rows={2}
          maxLength={500}
          value={reason}
          error={reasonMissing ? t('content.reason.required') : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonMissing(false);
          }}
        />
        <DialogActions
          confirm={t('content.save')}
          busy={update.isPending}
          onConfirm={() => void save()}
          cancel={t('content.keepEditing')}
          onCancel={onClose}
          failure={failure}
        />
      </div>
    </Modal>
  );
}
