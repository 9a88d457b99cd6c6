import { Button, Card } from '@helpwire/ui';
import { useTranslation } from '@helpwire/libs/i18n';
import { toast } from '@helpwire/web-core';
import { Eye, EyeOff, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { failureText } from '../../DialogActions';
import { ADMIN_NAMESPACE } from '../../texts';
import { ReasonDialog } from '../../withdrawals/ReasonDialog';
import { useRemoveSpecialty, useSetCategoryVisibility, type EditableCategory } from '../content-api';
import { AddSpecialtyDialog } from './AddSpecialtyDialog';

type Open = 'visibility' | 'add' | 'remove' | undefined;

/**
 * What an admin does to a category besides editing its texts (decision 0081): whether it is on the
 * public site (hide or show, with a reason), and its specialties (add one under a top-level
 * category; remove a specialty). Each asks a reason, kept in the audit log.
 */
export function CategoryActions({ category, name, onRemoved }: { category: EditableCategory; name: string; onRemoved: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [open, setOpen] = useState<Open>();
  const [failure, setFailure] = useState<string>();
  const visibility = useSetCategoryVisibility();
  const remove = useRemoveSpecialty();
  const close = () => (setOpen(undefined), setFailure(undefined));
  const hide = category.active;

  const changeVisibility = async (reason: string) => {
    try {
      await visibility.mutateAsync({ id: category.id, visible: !hide, reason });
      toast.success(t(hide ? 'content.visibility.hidden' : 'content.visibility.shown', { name }));
      close();
    } catch (error) {
      setFailure(failureText(error));
    }
  };
  const removeSpecialty = async (reason: string) => {
    try {
      await remove.mutateAsync({ id: category.id, reason });
      toast.success(t('content.remove.done', { name }));
      close();
      onRemoved();
    } catch (error) {
      setFailure(failureText(error));
    }
  };

  return (
    <Card className="hw-admin-category__actions">
      <p className="hw-admin-category__visibility" data-visible={category.active}>
        {category.active ? <Eye aria-hidden size={18} /> : <EyeOff aria-hidden size={18} />}
        {t(category.active ? 'content.visibility.isShown' : 'content.visibility.isHidden')}
      </p>
      <div className="hw-admin-actions">
        <Button variant="ghost" onClick={() => setOpen('visibility')}>
          {hide ? <EyeOff aria-hidden size={18} /> : <Eye aria-hidden size={18} />}
          {t(hide ? 'content.visibility.hide' : 'content.visibility.show')}
        </Button>
        {category.parentId ? (
          <Button variant="ghost" className="hw-admin-danger-text" onClick={() => setOpen('remove')}>
            <Trash2 aria-hidden size={18} />
            {t('content.remove.action')}
          </Button>
        ) : (
          <Button variant="ghost" onClick={() => setOpen('add')}>
            <Plus aria-hidden size={18} />
            {t('content.add.action')}
          </Button>
        )}
      </div>
      {open === 'visibility' && (
        <ReasonDialog
          title={t(hide ? 'content.visibility.hideTitle' : 'content.visibility.showTitle', { name })}
          label={t('content.reason.label')}
          hint={t(hide ? 'content.visibility.hideHint' : 'content.visibility.showHint')}
          requiredText={t('content.reason.required')}
          confirm={t(hide ? 'content.visibility.hide' : 'content.visibility.show')}
          busy={visibility.isPending}
          danger={hide}
          onConfirm={(reason) => void changeVisibility(reason)}
          onClose={close}
          failure={failure}
        />
      )}
      {open === 'remove' && (
        <ReasonDialog
          title={t('content.remove.title', { name })}
          label={t('content.reason.label')}
          hint={t('content.remove.hint')}
          requiredText={t('content.reason.required')}
          confirm={t('content.remove.confirm')}
          busy={remove.isPending}
          danger
          onConfirm={(reason) => void removeSpecialty(reason)}
          onClose={close}
          failure={failure}
        />
      )}
      {open === 'add' && <AddSpecialtyDialog parent={category} parentName={name} onClose={close} />}
    </Card>
  );
}
