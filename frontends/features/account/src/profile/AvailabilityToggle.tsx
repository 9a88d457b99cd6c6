import { toast, useAppStore } from '@helpwire/web-core';
import { useMutation } from '@helpwire/libs/query';
import { use } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { accountApi } from '../account-api';
import { useCurrentUser, useRefreshCurrentUser } from '../current-user';
import { useShowApiError } from '../api-errors';
import { translateText } from '../fields/error-text';
import { accountTextsReady } from '../texts';
import '@helpwire/ui/switch.css';

/** Spec §9: the availability success toast stays 5000 ms. */
export const AVAILABILITY_TOAST_MS = 5000;

/**
 * The helper's Availability switch (spec §4): only for approved helpers. A change calls the
 * server, shows its message as a toast and reads the current user again. The switch is disabled
 * while the request runs, and during a call (spec §4: from the accept until the meeting view closes):
 * the app that shows it says so through `inCall`, from the calls feature (a feature reads no other).
 */
export function AvailabilityToggle({ className, inCall = false }: { className?: string; inCall?: boolean }) {
  use(accountTextsReady());
  const { t } = useTranslation('account-forms');
  const role = useAppStore((s) => s.auth.role);
  const user = useCurrentUser();
  const refresh = useRefreshCurrentUser();
  const showError = useShowApiError();
  const change = useMutation({
    mutationFn: (isAvailable: boolean) => accountApi.setAvailability(isAvailable),
    onSuccess: async (answer) => {
      toast.success(answer.message ? translateText(t, answer.message) : t('account.availability.updated'), AVAILABILITY_TOAST_MS);
      await refresh().catch(() => undefined);
    },
    onError: showError,
  });
  if (role !== 'HELPER' || user?.verificationStatus !== 'APPROVED') return null;
  const on = user.isAvailable;
  return (
    <label className={['hw-switch', className].filter(Boolean).join(' ')}>
      <span>{t('account.availability.label')}</span>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        className="hw-switch__track"
        disabled={change.isPending || inCall}
        aria-busy={change.isPending || undefined}
        title={inCall ? t('account.availability.inCall') : undefined}
        onClick={() => change.mutate(!on)}
      >
        <span className="hw-switch__thumb" aria-hidden />
      </button>
      <span className="hw-switch__state" aria-hidden>
        {t(on ? 'account.availability.on' : 'account.availability.off')}
      </span>
    </label>
  );
}
