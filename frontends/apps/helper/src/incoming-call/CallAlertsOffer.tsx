import { Button, Card } from '@helpwire/ui';
import { BellRing } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { HELPER_NAMESPACE } from '../texts';
import { callAlertsPermission, requestCallAlerts, type CallAlertsPermission } from './call-notification';
import { unlockRingTone } from './ring-tone';
import './incoming-call.css';

const STATE_KEYS: Record<Exclude<CallAlertsPermission, 'default'>, string> = {
  granted: 'call.alertsOn',
  denied: 'call.alertsBlocked',
  unsupported: 'call.alertsUnsupported',
};

/**
 * "Allow call alerts": asks for the browser's notification permission from the helper's click
 * (never on load), so a call ringing in a background tab shows a system alert; says where things stand.
 */
export function CallAlertsOffer() {
  const { t } = useTranslation(HELPER_NAMESPACE);
  const titleId = useId();
  const [permission, setPermission] = useState(callAlertsPermission);
  const allow = async () => {
    unlockRingTone();
    setPermission(await requestCallAlerts());
  };
  return (
    <Card>
      <section className="hw-call-alerts" aria-labelledby={titleId}>
        <BellRing aria-hidden color="var(--hw-accent)" />
        <div style={{ flex: '1 1 16rem' }}>
          <h2 id={titleId}>{t('call.alertsTitle')}</h2>
          <p role="status">{permission === 'default' ? t('call.alertsOffer') : t(STATE_KEYS[permission])}</p>
        </div>
        {permission === 'default' && (
          <Button variant="primary" onClick={() => void allow()}>
            {t('call.alertsAllow')}
          </Button>
        )}
      </section>
    </Card>
  );
}
