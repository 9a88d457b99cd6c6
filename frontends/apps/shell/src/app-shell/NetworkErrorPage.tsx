import { Button } from '@helpwire/ui';
import { ServerCrash, WifiOff } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';

/** Offline: "You're Offline"; any other network failure: "Network Error". Retry reloads. */
export function NetworkErrorPage({ variant, reload = () => window.location.reload() }: { variant: 'offline' | 'error'; reload?: () => void }) {
  const { t } = useTranslation('shell');
  const offline = variant === 'offline';
  const Icon = offline ? WifiOff : ServerCrash;
  return (
    <section className="hw-status-page" role="alert">
      <Icon aria-hidden size={48} color="var(--hw-accent)" />
      <h1>{t(offline ? 'shell.offlineTitle' : 'shell.networkTitle')}</h1>
      <p>{t(offline ? 'shell.offlineText' : 'shell.networkText')}</p>
      <Button onClick={reload}>{t('common.retry')}</Button>
    </section>
  );
}
