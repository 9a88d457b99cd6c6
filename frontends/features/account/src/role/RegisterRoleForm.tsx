import {
  categoriesSchema,
  documentIdsSchema,
  optionalPhone,
  registerRoleBody,
  requiredIdCard,
  requiredPhone,
  roleSwitchedText,
  type RegisterRoleBody,
} from '@helpwire/contracts';
import { Button, Modal } from '@helpwire/ui';
import { storeToken, toast, useAppStore, type AccountRoleName } from '@helpwire/web-core';
import { useQueryClient } from '@helpwire/libs/query';
import { use, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from '@helpwire/libs/i18n';
import { useNavigate } from '@helpwire/libs/router';
import { accountApi } from '../account-api';
import { CURRENT_USER_KEY, roleNameOf, setCurrentUser, useCurrentUser } from '../current-user';
import { useShowApiError } from '../api-errors';
import { CategoriesPicker } from '../fields/CategoriesPicker';
import { translateText, useErrorText } from '../fields/error-text';
import { FormAlert, HintedTextField } from '../fields/fields';
import { withFileIds, type AccountFormValues } from '../fields/form-values';
import { zodResolver } from '../fields/zod-resolver';
import { accountTextsReady } from '../texts';
import { DocumentsField, IdCardField } from '../upload/UploadField';
import '../profile/profile.css';

type RoleValues = Pick<AccountFormValues, 'phone' | 'idCard' | 'documents' | 'categories'>;

/**
 * The sign-up form of the other role for a SIGNED-IN account (spec §2, §8 "No account found for
 * this role …"): POST /auth/register-role. USER is a confirmation; HELPER asks for a phone (when
 * the account has none), the ID card, the documents and the categories. Registered, the new token
 * is stored and the role's dashboard opens with the switch toast.
 */
export function RegisterRoleModal({ role, onClose }: { role: AccountRoleName; onClose: () => void }) {
  use(accountTextsReady());
  const { t } = useTranslation('account-forms');
  const errorText = useErrorText();
  const showError = useShowApiError();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const setCredentials = useAppStore((s) => s.setCredentials);
  const [failure, setFailure] = useState<string>();
  const helper = role === 'HELPER';
  const askPhone = helper && !user?.phone;
  const resolver = useMemo(
    () =>
      // The contract leaves the helper's files optional (the service checks what is missing): the form asks first.
      zodResolver<RoleValues, RegisterRoleBody>(
        helper
          ? registerRoleBody.extend({
              phone: askPhone ? requiredPhone : optionalPhone,
              idCard: requiredIdCard,
              documents: documentIdsSchema,
              categories: categoriesSchema,
            })
          : registerRoleBody,
        (values) => {
          if (!helper) return { role_slug: role };
          const { idCard, documents, phone, categories } = withFileIds(values);
          return { role_slug: role, phone: askPhone ? phone : undefined, idCard, documents, categories };
        },
      ),
    [helper, role, askPhone],
  );
  const form = useForm<RoleValues, unknown, RegisterRoleBody>({
    resolver,
    defaultValues: { phone: '', idCard: null, documents: [], categories: user?.categories ?? [] },
    reValidateMode: 'onChange',
  });

  const submit = async (body: RegisterRoleBody) => {
    setFailure(undefined);
    try {
      const answer = await accountApi.registerRole(body);
      const { token, user: registered } = answer.data;
      storeToken(token);
      setCredentials({ role: roleNameOf(registered), token });
      setCurrentUser(queryClient, registered);
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      onClose();
      navigate(helper ? '/helper/dashboard' : '/dashboard');
      toast.success(translateText(t, roleSwitchedText(role)));
    } catch (error) {
      setFailure(showError(error));
    }
  };

  return (
    <Modal title={t(helper ? 'account.role.helperTitle' : 'account.role.userTitle')} onClose={onClose} wide={helper}>
      <FormProvider {...form}>
        <form className="hw-auth-form" noValidate onSubmit={form.handleSubmit(submit)}>
          <p>{t(helper ? 'account.role.helperIntro' : 'account.role.userIntro')}</p>
          {askPhone && (
            <HintedTextField
              label={t('auth.fields.phone')}
              type="tel"
              autoComplete="tel"
              dir="ltr"
              hint={t('auth.hints.phoneRequired')}
              error={errorText(form.formState.errors.phone?.message)}
              {...form.register('phone')}
            />
          )}
          {helper && (
            <>
              <CategoriesPicker role="helper" />
              <IdCardField required />
              <DocumentsField />
            </>
          )}
          <FormAlert>{failure}</FormAlert>
          <div className="hw-account-actions">
            <Button variant="ghost" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="cta" busy={form.formState.isSubmitting}>
              {t(helper ? 'account.role.helperSubmit' : 'account.role.userSubmit')}
            </Button>
          </div>
        </form>
      </FormProvider>
    </Modal>
  );
}

export default RegisterRoleModal;
