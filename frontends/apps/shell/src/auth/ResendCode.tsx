import { Button } from '@helpwire/ui';
import { toast } from '@helpwire/web-core';
import { useEffect, useState } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { useShowApiError } from './auth-api';
import { translateText } from '@helpwire/account';

export const RESEND_WAIT_SECONDS = 60;

export type Countdown = [left: number, restart: () => void];

/** Seconds left before `restart()` may run again; counts down once a second. */
export function useCountdown(seconds: number): Countdown {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((endsAt - now) / 1000));
  const ticking = left > 0;
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking, endsAt]);
  return [
    left,
    () => {
      const start = Date.now();
      setNow(start);
      setEndsAt(start + seconds * 1000);
    },
  ];
}

/**
 * "Resend code": waits 60 seconds after each code (the first was just sent), then asks for a new
 * one. `send` is the call (resend OTP or forgot-password again); null when it could not be made.
 * `countdown`: the wait kept by a parent that outlives this button (the modal's code view comes and
 * goes while the code it waits on stays the same).
 */
export function ResendCode({ send, disabled, countdown }: { send: () => Promise<{ message: string } | null>; disabled?: boolean; countdown?: Countdown }) {
  const { t } = useTranslation(['shell', 'account-forms'], { nsMode: 'fallback' });
  const showError = useShowApiError();
  const own = useCountdown(RESEND_WAIT_SECONDS);
  const [left, restart] = countdown ?? own;
  const [busy, setBusy] = useState(false);

  const resend = async () => {
    setBusy(true);
    try {
      const answer = await send();
      if (!answer) return;
      toast.success(translateText(t, answer.message || 'OTP sent successfully'));
      restart();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="hw-auth-resend">
      <Button variant="ghost" size="small" onClick={() => void resend()} busy={busy} disabled={disabled || left > 0}>
        {t('auth.actions.resendCode')}
      </Button>
      {left > 0 && <span className="hw-auth-hint">{t('auth.code.resendIn', { seconds: left })}</span>}
    </div>
  );
}
