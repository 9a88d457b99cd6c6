import type { ErrorReason } from '@helpwire/contracts';
import { ApiError, errorCodesOf, toast } from '@helpwire/web-core';
import { useCallback } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { translateFailure } from './fields/error-text';

/** Every message a failed call answered (a 400 or 409 may answer a list). */
export function apiMessages(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  const body = error.body as { message?: unknown } | null;
  if (Array.isArray(body?.message)) return body.message.filter((m): m is string => typeof m === 'string');
  return error.message ? [error.message] : [];
}

/** One message of a failed call with its reason code (decision 0016). */
export interface ApiFailure {
  code: ErrorReason | undefined;
  message: string;
}

/** Every message of a failed call, each with its reason code (`codes` in order, else the one `code`). */
export function apiFailures(error: unknown): ApiFailure[] {
  const messages = apiMessages(error);
  const codes = error instanceof ApiError ? errorCodesOf(error.body) : [];
  return messages.map((message, i) => ({ message, code: codes.length === messages.length ? codes[i] : codes[0] }));
}

/** The reason code of a failed call, if the server sent one. */
export function apiErrorCode(error: unknown): ErrorReason | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

/** Shows a failed call the way spec §8 says (a red toast), in the reader's language; answers the text shown. */
export function useShowApiError(): (error: unknown) => string {
  const { t } = useTranslation('account-forms');
  return useCallback(
    (error: unknown) => {
      const failure = apiFailures(error)[0];
      const text = failure ? translateFailure(t, failure) : t('errors.something-went-wrong');
      toast.error(text);
      return text;
    },
    [t],
  );
}

/** The server's "already taken" answers (409), by reason code, each shown on its field. */
const FIELD_OF_CONFLICT: Partial<Record<ErrorReason, 'email' | 'username' | 'phone'>> = {
  AUTH_EMAIL_TAKEN: 'email',
  AUTH_USERNAME_TAKEN: 'username',
  AUTH_PHONE_TAKEN: 'phone',
};

/** The taken fields a failed call names (by code, whatever the language of its texts), with their texts. */
export function conflictsOf(error: unknown): { field: 'email' | 'username' | 'phone'; failure: ApiFailure }[] {
  return apiFailures(error).flatMap((failure) => {
    const field = failure.code ? FIELD_OF_CONFLICT[failure.code] : undefined;
    return field ? [{ field, failure }] : [];
  });
}
