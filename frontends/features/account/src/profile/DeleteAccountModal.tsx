import { AuthTexts } from '@helpwire/contracts';
import { Button, Modal } from '@helpwire/ui';
import { toast } from '@helpwire/web-core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { accountApi, useEndSession } from '../account-api';
import { useShowApiError } from '../api-errors';
import { translateText, useErrorText } from '../fields/error-text';
import { FormAlert, HintedTextField } from '../fields/fields';
import type { AccountRole } from '../fields/roles';
import './profile.css';

/**
 * "Delete account (user and helper)": the password confirms it (an account without one confirms
 * with the button alone); deleted, the session ends like Log Out and the app goes home.
 */
export function DeleteAccountModal({ role, hasPassword, onClose }: { role: AccountRole; hasPassword: boolean; onClose: () => void }) {
  const { t } = useTranslation('account-forms');
  const errorText = useErrorText();
  const showError = useShowApiError();
  const endSession = useEndSession();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    if (hasPassword && !password) return setError(AuthTexts.deletePasswordRequired);
    setError(undefined);
    setBusy(true);
    try {
      const answer = await accountApi.deleteAccount(role, hasPassword ? { password } : {});
      toast.success(answer.message ? translateText(t, answer.message) : t('account.delete.done'));
      endSession();
    } catch (failed) {
      setFailure(showError(failed));
      setBusy(false);
    }
  };

  return (
    <Modal title={t(`account.delete.title.${role}`)} onClose={onClose}>
      <form className="hw-auth-form" noValidate onSubmit={submit}>
        <p>{t('account.delete.explain')}</p>
        {hasPassword && (
          <HintedTextField
            label={t('account.delete.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errorText(error)}
          />
        )}
        <FormAlert>{failure}</FormAlert>
        <div className="hw-account-actions">
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" className="hw-button--danger" busy={busy}>
            {t('account.delete.confirm')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
