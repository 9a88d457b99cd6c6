import { Card } from '@helpwire/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AuthChooser } from './AuthChooser';

/** /sign-in, /sign-up and /forgot-password as pages; the forms arrive with the identity service. */
export function AuthPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const signup = pathname.endsWith('sign-up');
  return (
    <section className="hw-container hw-auth-page">
      <Card>
        <h1>{signup ? t('authModal.signupTitle') : t('authModal.loginTitle')}</h1>
        <AuthChooser view={signup ? 'signup' : 'login'} />
      </Card>
    </section>
  );
}
