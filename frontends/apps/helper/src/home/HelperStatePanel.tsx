import { AvailabilityToggle, useCurrentUser, VerificationBanner } from '@helpwire/account';
import { useIncomingCalls } from '@helpwire/calls';
import { Button, Card } from '@helpwire/ui';
import { useRealtimeStatus } from '@helpwire/web-core';
import { Mic, Wifi, WifiOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { Link } from '@helpwire/libs/router';
import { CallAlertsOffer } from '../incoming-call/CallAlertsOffer';
import { HELPER_NAMESPACE } from '../texts';
import { checkDevices, type DeviceCheckResult } from './device-check';

/** The microphone and camera, checked with one click; what a call would get. */
function DeviceCheck() {
  const { t } = useTranslation(HELPER_NAMESPACE);
  const [result, setResult] = useState<DeviceCheckResult | 'checking' | null>(null);
  const check = async () => {
    setResult('checking');
    setResult(await checkDevices());
  };
  return (
    <div className="hw-helper-reach" data-reach="devices" data-state={result ?? 'unchecked'}>
      <Mic aria-hidden size={20} />
      <p role="status">{result === null || result === 'checking' ? t('home.reach.devicesUnchecked') : t(`home.reach.devices.${result}`)}</p>
      <Button variant="ghost" size="small" busy={result === 'checking'} onClick={() => void check()}>
        {t('home.reach.checkDevices')}
      </Button>
    </div>
  );
}

/**
 * The helper's state first: where the admin's check stands (rejected: the reason and where to send
 * new documents), the availability switch once approved, and whether calls can reach them right now:
 * the live connection, call alerts, the microphone and camera.
 */
export function HelperStatePanel() {
  const { t } = useTranslation(HELPER_NAMESPACE);
  const me = useCurrentUser();
  const connected = useRealtimeStatus() === 'connected';
  // Availability is locked from the accept until the meeting view closes (spec §4).
  const inCall = useIncomingCalls((s) => s.acceptedRoom !== null);
  if (!me) return null;
  const approved = me.verificationStatus === 'APPROVED';
  return (
    <section className="hw-panel hw-helper-state" aria-labelledby="hw-helper-state" data-panel="state">
      <header className="hw-panel__head">
        <h2 id="hw-helper-state">{t('home.state.title')}</h2>
      </header>
      <VerificationBanner user={me} />
      {!approved && (
        <div className="hw-helper-state__actions">
          {me.verificationStatus === 'REJECTED' && (
            <Link className="hw-button hw-button--cta" to="/helper/profile-management">
              {t('home.state.resend')}
            </Link>
          )}
          <Link className="hw-button hw-button--ghost" to="/helper/help#approval">
            {t('home.state.howApproval')}
          </Link>
        </div>
      )}
      {approved && (
        <Card className="hw-panel__body hw-helper-reachability">
          <AvailabilityToggle inCall={inCall} />
          <div className="hw-helper-reach" data-reach="connection" data-state={connected ? 'on' : 'off'}>
            {connected ? <Wifi aria-hidden size={20} /> : <WifiOff aria-hidden size={20} />}
            <p role="status">{t(connected ? 'home.reach.connected' : 'home.reach.disconnected')}</p>
          </div>
          <DeviceCheck />
        </Card>
      )}
      {approved && <CallAlertsOffer />}
    </section>
  );
}
