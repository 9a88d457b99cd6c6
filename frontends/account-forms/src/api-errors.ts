import { ApiError, toast } from '@helpwire/ui';
import { useCallback } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { translateText } from './fields/error-text';

/** Every message a failed call answered (a 400 or 409 may answer a list). */
export function apiMessages(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  const body = error.body as { message?: unknown } | null;
  if (Array.isArray(body?.message)) return body.message.filter((m): m is string => typeof m === 'string');
  return error.message ? [error.message] : [];
}

/** Shows a failed call the way spec §8 says (a red toast), in the reader's language; answers the text shown. */
export function useShowApiError(): (error: unknown) => string {
  const { t } = useTranslation('account-forms');
  return useCallback(
    (error: unknown) => {
      const text = translateText(t, apiMessages(error)[0] ?? t('errors.something-went-wrong'));
      toast.error(text);
      return text;
    },
    [t],
  );
}

/** The server's "already taken" answers (409), each shown on its field. */
export const FIELD_OF_CONFLICT: Record<string, 'email' | 'username' | 'phone'> = {
  'An account with this email already exists': 'email',
  'This username is taken': 'username',
  'An account with this phone number already exists': 'phone',
};
