import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { useLocation, useNavigate } from '@helpwire/libs/router';
import { OIDC_CALLBACK_MESSAGE, type OidcCallbackMessage } from './oidc-popup';

/** The callback's fragment as a message for the opener, or nothing when it is not a provider's answer. */
export function callbackMessage(hash: string): OidcCallbackMessage | undefined {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const state = params.get('state');
  if (!state) return undefined;
  const idToken = params.get('id_token');
  const error = params.get('error');
  return {
    type: OIDC_CALLBACK_MESSAGE,
    state,
    ...(idToken ? { id_token: idToken } : {}),
    ...(error || !idToken ? { error: error ?? 'missing_id_token' } : {}),
  };
}

/**
 * /auth/callback: where a provider's popup returns with `#id_token=…&state=…`. It hands both to
 * the window that opened it (this origin only; that window checks the state) and closes. The
 * fragment is dropped from history at once.
 */
export function AuthCallback() {
  const { t } = useTranslation('shell');
  const { hash, pathname } = useLocation();
  const navigate = useNavigate();
  const message = useRef(callbackMessage(hash));
  const [done, setDone] = useState(false);

  useEffect(() => {
    const answer = message.current;
    message.current = undefined;
    if (!answer) {
      setDone(true);
      return;
    }
    navigate(pathname, { replace: true });
    const opener = window.opener as Window | null;
    if (opener && opener !== window) {
      opener.postMessage(answer, window.location.origin);
    } else if (typeof BroadcastChannel === 'function') {
      // A Cross-Origin-Opener-Policy may have cut the popup off from its opener: same origin only too.
      const channel = new BroadcastChannel(OIDC_CALLBACK_MESSAGE);
      channel.postMessage(answer);
      channel.close();
    }
    setDone(true);
    window.close();
  }, [navigate, pathname]);

  return (
    <section className="hw-container hw-auth-page">
      <p role="status">{done ? t('auth.social.callbackDone') : t('auth.social.callbackWorking')}</p>
    </section>
  );
}
