import { toast } from '@helpwire/web-core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@helpwire/libs/query';
import { useTranslation } from '@helpwire/libs/i18n';
import { translateText } from '@helpwire/account';
import { SignInFailureAlert, type SignInFailure } from './SignInFailure';
import { apiErrorCode, authApi, useShowApiError, useStartSession } from './auth-api';
import type { AuthRole } from './auth-paths';
import { AuthTexts, type SocialProvider } from './contracts';
import { initGoogleIdentity, loadGoogleIdentity } from './google-identity';
import { PopupSignInError, startPopupSignIn, type PopupSignIn } from './oidc-popup';
import { knownProviders, SOCIAL_PROVIDER_TABLE, type EnabledProvider } from './social-providers';

const PROVIDERS_STALE_MS = 60 * 60 * 1000;

export const socialProvidersQuery = {
  queryKey: ['auth', 'social-providers'] as const,
  queryFn: async () => knownProviders((await authApi.socialProviders()).data),
  staleTime: PROVIDERS_STALE_MS,
  gcTime: PROVIDERS_STALE_MS,
};

/** The neutral look of every provider button: a letter badge and "Continue with <name>". */
function ProviderButton({ provider, busy, disabled, onClick }: { provider: SocialProvider; busy?: boolean; disabled?: boolean; onClick: () => void }) {
  const { t } = useTranslation(['shell', 'account-forms'], { nsMode: 'fallback' });
  const { name, badge } = SOCIAL_PROVIDER_TABLE[provider];
  return (
    <button type="button" className="hw-social__button" disabled={disabled || busy} aria-busy={busy || undefined} onClick={onClick}>
      <span className="hw-social__badge" aria-hidden>
        {badge}
      </span>
      <span>{t('auth.social.continueWith', { provider: name })}</span>
    </button>
  );
}

/**
 * Google's own button (Google Identity Services renders it): the script is requested once this
 * view is on screen. Until it is ready our neutral button stands in; if it cannot load, that
 * button tries again.
 */
function GoogleButton({
  clientId,
  disabled,
  onCredential,
  onUnavailable,
}: {
  clientId: string;
  disabled: boolean;
  onCredential: (credential: string) => void;
  onUnavailable: () => void;
}) {
  const { i18n } = useTranslation(['shell', 'account-forms'], { nsMode: 'fallback' });
  const slot = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  const handler = useRef(onCredential);
  handler.current = onCredential;
  const unavailable = useRef(onUnavailable);
  unavailable.current = onUnavailable;

  useEffect(() => {
    let active = true;
    loadGoogleIdentity().then(
      (api) => {
        if (!active || !slot.current) return;
        initGoogleIdentity(api, clientId, (credential) => handler.current(credential));
        slot.current.replaceChildren();
        const width = slot.current.clientWidth;
        api.renderButton(slot.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          shape: 'rectangular',
          logo_alignment: 'left',
          locale: i18n.language,
          ...(width > 0 ? { width: Math.min(400, Math.max(200, width)) } : {}),
        });
        setStatus('ready');
      },
      () => {
        if (!active) return;
        setStatus('failed');
        if (attempt > 0) unavailable.current();
      },
    );
    return () => {
      active = false;
    };
  }, [clientId, i18n.language, attempt]);

  return (
    <>
      <div ref={slot} className="hw-social__google" hidden={status !== 'ready'} />
      {status !== 'ready' && (
        <ProviderButton
          provider="google"
          busy={status === 'loading'}
          disabled={disabled}
          onClick={() => {
            setStatus('loading');
            setAttempt((n) => n + 1);
          }}
        />
      )}
    </>
  );
}

/**
 * "Continue with Google / Microsoft / Apple / Facebook" for the role of the page (spec §2, social
 * buttons), one per provider GET /auth/providers enables; none enabled, nothing shows. The
 * provider's ID token goes to POST /auth/<provider> with the role, and a session starts exactly as
 * after a password sign-in.
 */
export default function SocialSignIn({ role }: { role: AuthRole }) {
  const { t } = useTranslation(['shell', 'account-forms'], { nsMode: 'fallback' });
  const showError = useShowApiError();
  const startSession = useStartSession();
  const providers = useQuery(socialProvidersQuery);
  const [pending, setPending] = useState<SocialProvider>();
  const [failure, setFailure] = useState<SignInFailure>();
  const running = useRef(false);
  const popup = useRef<PopupSignIn>(undefined);

  useEffect(() => () => popup.current?.cancel(), []);

  const fail = useCallback((text: string, noAccount = false) => {
    toast.error(text);
    setFailure({ text, noAccount });
  }, []);

  const submit = useCallback(
    async (provider: SocialProvider, credential: string) => {
      if (running.current) return;
      running.current = true;
      setPending(provider);
      setFailure(undefined);
      try {
        startSession(await authApi.socialSignIn(provider, { credential, role: role === 'helper' ? 'HELPER' : 'USER' }));
      } catch (error) {
        setFailure({ text: showError(error), noAccount: apiErrorCode(error) === 'AUTH_ROLE_NOT_REGISTERED' });
      } finally {
        running.current = false;
        setPending(undefined);
      }
    },
    [role, showError, startSession],
  );

  const openPopup = ({ provider, clientId }: EnabledProvider) => {
    const entry = SOCIAL_PROVIDER_TABLE[provider];
    popup.current?.cancel();
    setFailure(undefined);
    const flow = startPopupSignIn(entry.authorizationEndpoint ?? '', clientId, entry.scope ?? '');
    popup.current = flow;
    flow.token.then(
      (credential) => void submit(provider, credential),
      (error: unknown) => {
        const reason = error instanceof PopupSignInError ? error.reason : 'invalid';
        if (reason === 'blocked') fail(t('auth.social.popupBlocked'));
        else if (reason === 'invalid') fail(translateText(t, AuthTexts.credentialInvalid));
        // 'cancelled': the person closed or declined at the provider; nothing to say.
      },
    );
  };

  const list = providers.data ?? [];
  if (list.length === 0) return null;

  return (
    <div className="hw-social">
      <p className="hw-social__divider">
        <span>{t('auth.social.or')}</span>
      </p>
      <ul className="hw-social__list" aria-label={t('auth.social.label')}>
        {list.map((item) => (
          <li key={item.provider}>
            {SOCIAL_PROVIDER_TABLE[item.provider].flow === 'google-identity' ? (
              <GoogleButton
                clientId={item.clientId}
                disabled={pending !== undefined}
                onCredential={(credential) => void submit(item.provider, credential)}
                onUnavailable={() => fail(t('auth.social.googleUnavailable'))}
              />
            ) : (
              <ProviderButton provider={item.provider} busy={pending === item.provider} disabled={pending !== undefined} onClick={() => openPopup(item)} />
            )}
          </li>
        ))}
      </ul>
      <p className="hw-social__status" role="status">
        {pending ? t('auth.social.signingIn', { provider: SOCIAL_PROVIDER_TABLE[pending].name }) : ''}
      </p>
      <SignInFailureAlert failure={failure} role={role} />
    </div>
  );
}
