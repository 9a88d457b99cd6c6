import type { NotificationChannel } from '@helpwire/contracts/notification-constants';
import { NOTIFICATION_CHANNELS } from '@helpwire/contracts/notification-constants';
import { Button, Card, Skeleton } from '@helpwire/ui';
import { toast } from '@helpwire/web-core';
import { useTranslation } from '@helpwire/libs/i18n';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { usePreferences, useUpdatePreferences } from '../notification-api';
import { NOTIFICATIONS_NAMESPACE } from '../texts';
import { disablePush, enablePush, readPushState, type PushState } from '../web-push';
import '@helpwire/ui/switch.css';

/**
 * The channel switches (spec §3: push, e-mail, SMS), each saved when it changes with the toast
 * "notifications updated"; security notices are always e-mailed. Below, this browser's web push,
 * offered from a button (never on page load).
 */
export function NotificationPreferencesCard() {
  const { t } = useTranslation(NOTIFICATIONS_NAMESPACE);
  const preferences = usePreferences();
  const update = useUpdatePreferences();

  const change = (channel: NotificationChannel, on: boolean) =>
    update.mutate(
      { [channel]: on },
      {
        onSuccess: () => toast.success(t('preferences.updated')),
        onError: () => toast.error(t('preferences.failed')),
      },
    );

  return (
    <Card className="hw-notice-prefs" role="region" aria-labelledby="hw-notice-prefs-title">
      <h2 id="hw-notice-prefs-title">{t('preferences.title')}</h2>
      <p className="hw-notices-muted">{t('preferences.intro')}</p>
      {preferences.isPending ? (
        <div className="hw-notice-prefs__rows" role="status" aria-label={t('loading')}>
          {NOTIFICATION_CHANNELS.map((channel) => (
            <Skeleton key={channel} width="100%" height="2.5rem" />
          ))}
        </div>
      ) : preferences.isError ? (
        <p role="alert" className="hw-notices-error">
          {t('loadFailed')}{' '}
          <Button variant="ghost" size="small" onClick={() => void preferences.refetch()}>
            {t('retry')}
          </Button>
        </p>
      ) : (
        <ul className="hw-notice-prefs__rows">
          {NOTIFICATION_CHANNELS.map((channel) => (
            <ChannelSwitch key={channel} channel={channel} on={preferences.data[channel]} busy={update.isPending} onChange={(on) => change(channel, on)} />
          ))}
        </ul>
      )}
      <p className="hw-notice-prefs__security">
        <ShieldCheck aria-hidden size={18} />
        <span>{t('preferences.security')}</span>
      </p>
      <PushPrompt />
    </Card>
  );
}

function ChannelSwitch({ channel, on, busy, onChange }: { channel: NotificationChannel; on: boolean; busy: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation(NOTIFICATIONS_NAMESPACE);
  const id = useId();
  return (
    <li className="hw-notice-prefs__row">
      <span className="hw-notice-prefs__label">
        <span id={`${id}-label`}>{t(`preferences.${channel}`)}</span>
        <span id={`${id}-hint`} className="hw-notices-muted">
          {t(`preferences.${channel}Hint`)}
        </span>
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        className="hw-switch__track"
        data-channel={channel}
        disabled={busy}
        onClick={() => onChange(!on)}
      >
        <span className="hw-switch__thumb" aria-hidden />
      </button>
    </li>
  );
}

/** This browser's web push: read on load without asking; the permission prompt only from the button. */
function PushPrompt() {
  const { t } = useTranslation(NOTIFICATIONS_NAMESPACE);
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    readPushState()
      .then((value) => live && setState(value))
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, []);

  const turnOn = async () => {
    setBusy(true);
    try {
      const outcome = await enablePush();
      if (outcome === 'on') toast.success(t('push.saved'));
      if (outcome === 'not-configured') toast.error(t('push.notConfigured'));
      setState(outcome === 'on' ? 'on' : outcome === 'denied' ? 'denied' : outcome === 'unsupported' ? 'unsupported' : 'off');
    } catch {
      toast.error(t('push.failed'));
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async () => {
    setBusy(true);
    try {
      await disablePush();
      toast.success(t('push.removed'));
      setState('off');
    } catch {
      toast.error(t('push.failed'));
    } finally {
      setBusy(false);
    }
  };

  if (state === null) return null;
  return (
    <section className="hw-notice-push" aria-labelledby="hw-notice-push-title">
      <h3 id="hw-notice-push-title">{t('push.title')}</h3>
      {state === 'unsupported' ? (
        <p className="hw-notices-muted">{t('push.unsupported')}</p>
      ) : state === 'denied' ? (
        <p className="hw-notices-muted" role="status">
          {t('push.denied')}
        </p>
      ) : state === 'on' ? (
        <>
          <p className="hw-notices-muted">{t('push.enabled')}</p>
          <Button variant="ghost" size="small" busy={busy} onClick={() => void turnOff()}>
            {t('push.disable')}
          </Button>
        </>
      ) : (
        <>
          <p className="hw-notices-muted">{t('push.offer')}</p>
          <Button variant="primary" size="small" busy={busy} onClick={() => void turnOn()}>
            {t('push.enable')}
          </Button>
        </>
      )}
    </section>
  );
}
