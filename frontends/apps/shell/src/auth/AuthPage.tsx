import { returnPathOf, useAppStore, withReturnPath } from '@helpwire/web-core';
import { lazy, Suspense, use, useEffect, useRef } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { Link, Navigate, useLocation } from '@helpwire/libs/router';
import { authScreenOf, dashboardPath, flowContact, forgotPasswordPath, otherRole, signInPath, signUpPath, type AuthRole, type AuthScreen } from './auth-paths';
import { authTextsReady } from './auth-texts';
import { AuthCallback } from './AuthCallback';
import { AuthLayout } from './AuthLayout';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { HelperSignUpSteps } from './HelperSignUpSteps';
import { ResetPasswordForm } from './ResetPasswordForm';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import { VerifyCodeForm } from './VerifyCodeForm';
import { OIDC_CALLBACK_PATH } from './oidc-popup';

// The social buttons (and the Google and popup sign-in code) load with the sign-in and sign-up views.
const SocialSignIn = lazy(() => import('./SocialSignIn'));

const HEADINGS: Record<AuthScreen, Record<AuthRole, string>> = {
  'sign-in': { user: 'auth.headings.signInUser', helper: 'auth.headings.signInHelper' },
  'sign-up': { user: 'auth.headings.signUpUser', helper: 'auth.headings.signUpHelper' },
  verify: { user: 'auth.headings.verify', helper: 'auth.headings.verify' },
  forgot: { user: 'auth.headings.forgot', helper: 'auth.headings.forgot' },
  reset: { user: 'auth.headings.reset', helper: 'auth.headings.reset' },
};

/** Where else an auth screen leads: the other side of sign-in/sign-up, the other role, back. */
function ScreenLinks({ screen, role, pathname, returnTo }: { screen: AuthScreen; role: AuthRole; pathname: string; returnTo?: string }) {
  const { t } = useTranslation('shell');
  const other = otherRole(role);
  // Between sign-in and sign-up (and starting over), where the visitor was going goes along.
  switch (screen) {
    case 'sign-in':
      return (
        <>
          <p>
            {t('auth.links.noAccount')} <Link to={signUpPath(role, returnTo)}>{t(`auth.links.signUpAs.${role}`)}</Link>
          </p>
          <p>
            {t(`auth.links.otherRole.${other}`)} <Link to={signInPath(other, returnTo)}>{t(`auth.links.signInAs.${other}`)}</Link>
          </p>
        </>
      );
    case 'sign-up':
      return (
        <>
          <p>
            {t('auth.links.haveAccount')} <Link to={signInPath(role, returnTo)}>{t(`auth.links.signInAs.${role}`)}</Link>
          </p>
          <p>
            {t(`auth.links.otherRole.${other}`)} <Link to={signUpPath(other, returnTo)}>{t(`auth.links.signUpAs.${other}`)}</Link>
          </p>
          <p>
            <Link to={forgotPasswordPath(role)}>{t('auth.links.forgotPassword')}</Link>
          </p>
        </>
      );
    case 'verify':
      return (
        <p>
          {t('auth.links.wrongEmail')} <Link to={withReturnPath(pathname, returnTo)}>{t('auth.links.startOver')}</Link>
        </p>
      );
    default:
      return (
        <p>
          {t('auth.links.remembered')} <Link to={signInPath(role)}>{t('auth.links.backToSignIn')}</Link>
        </p>
      );
  }
}

/**
 * The auth pages of spec §2 (loaded only when one is opened): sign in and sign up as a user or a
 * helper, forgot password; verification and reset are steps of the same page (`?step=`), the
 * e-mail carried in router state. /auth/callback is where a social sign-in popup returns.
 */
export default function AuthPage() {
  use(authTextsReady());
  const { pathname, search } = useLocation();
  const role = useAppStore((s) => s.auth.role);
  if (pathname.replace(/\/+$/, '') === OIDC_CALLBACK_PATH) return <AuthCallback />;
  // Someone already signed in has nothing to do on sign-in or sign-up: where they were going, or their dashboard.
  const { screen } = authScreenOf(pathname, search);
  if (role && (screen === 'sign-in' || screen === 'sign-up')) return <Navigate to={returnPathOf(search) ?? dashboardPath(role)} replace />;
  return <AuthScreens />;
}

function AuthScreens() {
  const { t } = useTranslation('shell');
  const { pathname, search, state } = useLocation();
  const { screen, role } = authScreenOf(pathname, search);
  const contact = flowContact(state, search);
  const page = useRef<HTMLDivElement>(null);
  const firstScreen = useRef(true);

  useEffect(() => {
    // A new step moves focus to its heading (a page opened from a link keeps the browser's focus).
    if (!firstScreen.current) page.current?.querySelector<HTMLElement>('h1')?.focus();
    firstScreen.current = false;
  }, [screen, role]);

  const key = `${screen}-${role}`;
  const form = {
    'sign-in': <SignInForm key={key} role={role} />,
    'sign-up': role === 'helper' ? <HelperSignUpSteps key={key} /> : <SignUpForm key={key} />,
    verify: <VerifyCodeForm key={`${key}-${contact}`} contact={contact} />,
    forgot: <ForgotPasswordForm key={key} role={role} contact={contact} />,
    reset: <ResetPasswordForm key={`${key}-${contact}`} role={role} contact={contact} />,
  }[screen];

  return (
    <div ref={page}>
      <AuthLayout
        role={role}
        heading={t(HEADINGS[screen][role])}
        intro={t(`auth.intro.${screen === 'sign-in' || screen === 'sign-up' ? `${screen}.${role}` : screen}`)}
        links={<ScreenLinks screen={screen} role={role} pathname={pathname} returnTo={returnPathOf(search)} />}
        wide={screen === 'sign-up'}
      >
        {form}
        {(screen === 'sign-in' || screen === 'sign-up') && (
          <Suspense fallback={null}>
            <SocialSignIn key={key} role={role} />
          </Suspense>
        )}
      </AuthLayout>
    </div>
  );
}
