import { errorCodeText } from '@helpwire/web-core';
import { useCallback } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { apiFailures } from '../api-errors';
import { translateFailure } from './error-text';

/**
 * A failed call's first message in the reader's language, for a page whose namespace translates the
 * reason codes it can receive (decision 0040): that namespace's `codes.<CODE>`, else the owner's or the
 * web core's (platform codes), else the account forms' texts (validation lists), else the server's
 * message; `fallback` (else the generic text) when the failure carries none.
 */
export function useFailureText(namespace: string): (error: unknown, fallback?: string) => string {
  const { t } = useTranslation('account-forms');
  return useCallback(
    (error: unknown, fallback?: string) => {
      const first = apiFailures(error)[0];
      if (!first) return fallback ?? t('errors.something-went-wrong', { ns: 'kit' });
      return errorCodeText(first.code, namespace) ?? translateFailure(t, first);
    },
    [t, namespace],
  );
}
