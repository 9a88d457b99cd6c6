import { Card } from '@helpwire/ui';
import { HandHeart, LifeBuoy } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import type { AuthRole } from './auth-paths';
import './auth-screens.css';

interface AuthLayoutProps {
  role: AuthRole;
  heading: string;
  intro?: ReactNode;
  /** Links under the form: the other role, sign-up or sign-in, back. */
  links?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}

/** One auth screen: which role it is for, the heading, the form, then where else to go. */
export function AuthLayout({ role, heading, intro, links, wide, children }: AuthLayoutProps) {
  const { t } = useTranslation('shell');
  const Icon = role === 'helper' ? HandHeart : LifeBuoy;
  return (
    <section className={['hw-container', 'hw-auth-page', wide ? 'hw-auth-page--wide' : ''].filter(Boolean).join(' ')}>
      <Card className="hw-auth-card">
        <p className={`hw-auth-role hw-auth-role--${role}`}>
          <Icon aria-hidden size={18} />
          {t(`auth.roles.${role}`)}
        </p>
        <h1 tabIndex={-1}>{heading}</h1>
        {intro && <p className="hw-auth-intro">{intro}</p>}
        {children}
        {links && <div className="hw-auth-links">{links}</div>}
      </Card>
    </section>
  );
}
