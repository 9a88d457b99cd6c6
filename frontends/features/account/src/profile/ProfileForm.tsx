import { DEFAULT_PROFILE_PIC, helperProfileUpdateBody, profileUpdateBody, type HelperProfileUpdateBody, type ProfileUpdateBody } from '@helpwire/contracts';
import { Button, Card } from '@helpwire/ui';
import { toast } from '@helpwire/web-core';
import { useQueryClient } from '@helpwire/libs/query';
import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from '@helpwire/libs/i18n';
import type { z } from 'zod';
import { accountApi } from '../account-api';
import { setCurrentUser, type CurrentUser } from '../current-user';
import { conflictsOf, useShowApiError } from '../api-errors';
import { AccountFields } from '../fields/AccountFields';
import { translateFailure, translateText } from '../fields/error-text';
import { withFileIds, type AccountFormValues } from '../fields/form-values';
import { ProfileFields } from '../fields/ProfileFields';
import type { AccountRole } from '../fields/roles';
import { zodResolver } from '../fields/zod-resolver';
import { DocumentsField, IdCardField } from '../upload/UploadField';
import { ProfilePictureField, type PictureChange } from './ProfilePictureField';
import './profile.css';

export interface ProfileValues extends AccountFormValues {
  picture: PictureChange;
}

type ProfileBody = ProfileUpdateBody | HelperProfileUpdateBody;

/** The form's answers for a user as GET /users/find gives it. */
export function profileValuesOf(user: CurrentUser, role: AccountRole): ProfileValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    username: user.username ?? '',
    email: user.email ?? '',
    phone: user.phone ?? '',
    gender: user.gender ?? '',
    password: '',
    confirmPassword: '',
    categories: user.categories ?? [],
    languages: user.languages ?? [],
    location: user.location ?? { latitude: undefined, longitude: undefined, address: '' },
    bio: user.bio ?? '',
    genderPreference: role === 'user' ? user.genderPreference || 'NO_PREFERENCE' : '',
    idCard: user.idCard ?? null,
    documents: user.documents ?? [],
    picture: undefined,
  };
}

/** What PUT /users/update (or /helpers/update) receives: file ids, the picture only when it changed. */
function toBody(role: AccountRole) {
  return (values: ProfileValues) => {
    const { picture, password: _password, confirmPassword: _confirm, ...rest } = values;
    const { idCard, documents, ...fields } = withFileIds(rest);
    return {
      ...fields,
      genderPreference: role === 'user' ? fields.genderPreference : undefined,
      idCard: idCard || undefined,
      ...(role === 'helper' ? { documents } : {}),
      ...(picture === undefined ? {} : { profilePic: picture?.id ?? null }),
    };
  };
}

/**
 * Every profile field of spec §3 in one form: picture, account, profile, ID card (and the
 * documents of a helper). A changed e-mail waits for its code: `onEmailCodeSent` gets the address.
 */
export function ProfileForm({ role, user, onEmailCodeSent }: { role: AccountRole; user: CurrentUser; onEmailCodeSent: (email: string) => void }) {
  const { t } = useTranslation('account-forms');
  const showError = useShowApiError();
  const queryClient = useQueryClient();
  const schema = (role === 'helper' ? helperProfileUpdateBody : profileUpdateBody) as z.ZodType<ProfileBody>;
  const resolver = useMemo(() => zodResolver<ProfileValues, ProfileBody>(schema, toBody(role)), [schema, role]);
  const form = useForm<ProfileValues, unknown, ProfileBody>({ resolver, defaultValues: profileValuesOf(user, role), reValidateMode: 'onChange' });
  const picture = form.watch('picture');

  const submit = async (body: ProfileBody) => {
    try {
      const answer = await accountApi.updateProfile(role, body);
      const saved = answer.data.user;
      setCurrentUser(queryClient, saved);
      form.reset(profileValuesOf(saved, role));
      toast.success(answer.message ? translateText(t, answer.message) : t('account.profile.saved'));
      if (answer.data.emailCodeSentTo) onEmailCodeSent(answer.data.emailCodeSentTo);
    } catch (error) {
      conflictsOf(error).forEach(({ field, failure }, i) =>
        form.setError(field, { type: 'server', message: translateFailure(t, failure) }, { shouldFocus: i === 0 }),
      );
      showError(error);
    }
  };

  return (
    <FormProvider {...form}>
      <form className="hw-auth-form" noValidate onSubmit={form.handleSubmit(submit)} aria-label={t('account.profile.formLabel')}>
        <Card className="hw-account-card">
          <h2>{t('account.picture.title')}</h2>
          <ProfilePictureField
            current={user.profilePic === DEFAULT_PROFILE_PIC ? undefined : user.profilePic}
            value={picture}
            onChange={(next) => form.setValue('picture', next, { shouldDirty: true })}
          />
        </Card>
        <Card className="hw-account-card">
          <h2>{t('account.profile.accountSection')}</h2>
          <AccountFields
            role={role}
            withPassword={false}
            emailHint={user.pendingEmail ? t('account.email.pendingHint', { email: user.pendingEmail }) : t('account.email.changeHint')}
          />
        </Card>
        <Card className="hw-account-card">
          <h2>{t('account.profile.profileSection')}</h2>
          <ProfileFields role={role} />
        </Card>
        <Card className="hw-account-card">
          <h2>{t(role === 'helper' ? 'account.documents.title' : 'account.documents.userTitle')}</h2>
          <div className="hw-auth-stack">
            <IdCardField required={role === 'helper'} />
            {role === 'helper' && <DocumentsField />}
          </div>
        </Card>
        <div className="hw-account-actions">
          <Button type="submit" variant="cta" busy={form.formState.isSubmitting}>
            {t('account.profile.save')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
