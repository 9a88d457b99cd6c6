import { helperSignUpBody, signUpBody, type HelperSignUpBody, type SignUpBody } from './contracts';
import { returnPathOf, toast } from '@helpwire/web-core';
import { useCallback } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@helpwire/libs/i18n';
import { useLocation, useNavigate } from '@helpwire/libs/router';
import type { z } from 'zod';
import { authApi, useShowApiError } from './auth-api';
import { flowStateOf, verifyStepPath, type AuthRole } from './auth-paths';
import { conflictsOf, translateFailure, translateText, withContact, withFileIds, zodResolver, type AccountFormValues } from '@helpwire/account';

/** What the sign-up form holds; the contract turns it into the request body (uploaded files as ids). */
export interface SignUpValues extends AccountFormValues {
  acceptTerms: boolean;
}

export type SignUpForm = UseFormReturn<SignUpValues, unknown, SignUpBody | HelperSignUpBody>;

export const EMPTY_SIGN_UP: SignUpValues = {
  firstName: '',
  lastName: '',
  username: '',
  contactType: 'email',
  email: '',
  phone: '',
  gender: '',
  password: '',
  confirmPassword: '',
  categories: [],
  languages: [],
  location: { latitude: undefined, longitude: undefined, address: '' },
  bio: '',
  genderPreference: 'NO_PREFERENCE',
  idCard: null,
  documents: [],
  acceptTerms: false,
};

/**
 * Users sign up by e-mail (phone optional) or by phone (the code by SMS, no e-mail); helpers give
 * both (the contract decides).
 */
export function useSignUpForm(role: AuthRole): SignUpForm {
  const schema = (role === 'helper' ? helperSignUpBody : signUpBody) as z.ZodType<SignUpBody | HelperSignUpBody>;
  return useForm<SignUpValues, unknown, SignUpBody | HelperSignUpBody>({
    resolver: zodResolver(schema, (values: SignUpValues) => withFileIds(withContact(values))),
    defaultValues: EMPTY_SIGN_UP,
    reValidateMode: 'onChange',
  });
}

/**
 * Sends the sign-up; on success the verification step of the same page takes over with the
 * e-mail or, signed up by phone, the phone. A 409 marks each taken field; `onConflict` lets the
 * helper steps go back to them.
 */
export function useSubmitSignUp(role: AuthRole, form: SignUpForm, onConflict?: () => void) {
  const { t } = useTranslation(['shell', 'account-forms'], { nsMode: 'fallback' });
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const showError = useShowApiError();
  return useCallback(
    async (body: SignUpBody | HelperSignUpBody) => {
      try {
        const answer = await authApi.signUp(role, body);
        if (answer.message) toast.success(translateText(t, answer.message));
        navigate(verifyStepPath(pathname, returnPathOf(search)), { state: flowStateOf(body) });
      } catch (error) {
        const conflicts = conflictsOf(error);
        conflicts.forEach(({ field, failure }, i) => form.setError(field, { type: 'server', message: translateFailure(t, failure) }, { shouldFocus: i === 0 }));
        if (conflicts.length > 0) onConflict?.();
        showError(error);
      }
    },
    [role, t, navigate, pathname, search, form, onConflict, showError],
  );
}
