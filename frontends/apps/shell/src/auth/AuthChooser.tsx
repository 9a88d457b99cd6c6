import { useAppStore, withReturnPath, type AuthModalView } from '@helpwire/web-core';
import { HandHeart, LifeBuoy } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';
import { Link } from '@helpwire/libs/router';
import './auth-chooser.css';

/** Login or signup, as a user or as a helper: each links to the role prefix plus the path (and where to return); login offers "Forgot password?". */
export function AuthChooser({ view }: { view: AuthModalView }) {
  const { t } = useTranslation('shell');
  const close = useAppStore((s) => s.closeAuthModal);
  const openAuthModal = useAppStore((s) => s.openAuthModal);
  // Opened on the way somewhere (a category's "Sign up to get help"): each choice comes back there.
  const returnTo = useAppStore((s) => s.authModal.returnTo);
  const signup = view === 'signup';
  const path = signup ? 'sign-up' : 'sign-in';
  const choices = [
    {
      to: withReturnPath(`/user/${path}`, returnTo),
      icon: LifeBuoy,
      title: t('authModal.asUser'),
      hint: t('authModal.asUserHint'),
      action: t(signup ? 'authModal.userSignUp' : 'authModal.userSignIn'),
    },
    {
      to: withReturnPath(`/helper/${path}`, returnTo),
      icon: HandHeart,
      title: t('authModal.asHelper'),
      hint: t('authModal.asHelperHint'),
      action: t(signup ? 'authModal.helperSignUp' : 'authModal.helperSignIn'),
    },
  ];
  return (
    <div className="hw-auth-chooser">
      <ul>
        {choices.map(({ to, icon: Icon, title, hint, action }) => (
          <li key={to}>
            <Link to={to} onClick={close} className="hw-auth-choice">
              <Icon aria-hidden size={28} />
              <span>
                <strong>{title}</strong>
                <span>{hint}</span>
                <span className="hw-auth-choice__action">{action}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {!signup && (
        <p>
          <button type="button" className="hw-link-button" onClick={() => openAuthModal('forgot_password', returnTo)}>
            {t('authModal.forgotPassword')}
          </button>
        </p>
      )}
      <p>
        {signup ? t('authModal.haveAccount') : t('authModal.noAccount')}{' '}
        <button type="button" className="hw-link-button" onClick={() => openAuthModal(signup ? 'login' : 'signup', returnTo)}>
          {signup ? t('header.signIn') : t('header.signUp')}
        </button>
      </p>
    </div>
  );
}
