import { SUBSCRIBED_PLAN_PATH } from '@helpwire/contracts';
import { Circle, ShieldAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { Button } from '@helpwire/ui';
import { ModalIds } from '../call/modal-ids';
import type { MeetingSide } from './negotiation';
import type { CallRecording } from './use-call-recording';

/** PRIVACY_REMINDER: before and during a recorded call, what is kept and what not to show. */
export function PrivacyReminder({ side }: { side: MeetingSide }) {
  const { t } = useTranslation();
  return (
    <div className="hw-meeting-warning hw-meeting-warning--privacy" role="note" data-view={ModalIds.PRIVACY_REMINDER}>
      <ShieldAlert aria-hidden size={20} />
      <div>
        <strong>{t('meeting.privacyTitle')}</strong>
        <p>{t(side === 'USER' ? 'meeting.privacyUser' : 'meeting.privacyHelper')}</p>
      </div>
    </div>
  );
}

/** RECORDING_DISCLAIMER: what recording means, confirmed before the call is recorded. */
function RecordingDisclaimer({ busy, onAccept, onCancel }: { busy: boolean; onAccept: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <div className="hw-meeting-disclaimer" role="group" aria-labelledby={titleId} data-view={ModalIds.RECORDING_DISCLAIMER}>
      <strong id={titleId}>{t('meeting.disclaimerTitle')}</strong>
      <p>{t('meeting.disclaimer')}</p>
      <div className="hw-meeting-disclaimer__actions">
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {t('meeting.disclaimerCancel')}
        </Button>
        <Button variant="primary" onClick={onAccept} disabled={busy}>
          {t('meeting.disclaimerAccept')}
        </Button>
      </div>
    </div>
  );
}

/** The user's cloud / local choice (spec §3 recording storage type); cloud only after the disclaimer. */
function RecordingChoice({ recording }: { recording: CallRecording }) {
  const { t } = useTranslation();
  const name = useId();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async (type: 'cloud' | 'local') => {
    setBusy(true);
    setError(null);
    const failure = await recording.choose(type, t('meeting.recordFailed'));
    setBusy(false);
    setError(failure);
    if (!failure) setAsking(false);
  };
  const options = [
    { value: 'cloud', label: t('meeting.recordCloud'), hint: t('meeting.recordCloudHint'), checked: recording.recording || asking },
    { value: 'local', label: t('meeting.recordLocal'), hint: t('meeting.recordLocalHint'), checked: !recording.recording && !asking },
  ] as const;
  return (
    <fieldset className="hw-meeting-record" disabled={busy}>
      <legend>{t('meeting.recordingLegend')}</legend>
      {options.map((option) => (
        <label key={option.value} className="hw-meeting-record__option">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.checked}
            onChange={() => {
              setError(null);
              if (option.value === 'cloud') setAsking(!recording.recording);
              else if (asking) setAsking(false);
              else void save('local');
            }}
          />
          <span>
            <span className="hw-meeting-record__label">{option.label}</span>
            <span className="hw-meeting-record__hint">{option.hint}</span>
          </span>
        </label>
      ))}
      {asking && <RecordingDisclaimer busy={busy} onAccept={() => void save('cloud')} onCancel={() => setAsking(false)} />}
      {error && (
        <p className="hw-meeting-record__error" role="alert">
          {error}
        </p>
      )}
      {error && recording.quotaFull && <BiggerPlanLink />}
    </fieldset>
  );
}

/**
 * The recording part of JOIN_MEETING: peer to peer, how the user records in the call (decision
 * 0037) and, for the helper, that they will see it; through Janus, the
 * user's choice (the helper is told it is theirs); and the PRIVACY_REMINDER once recorded.
 */
export function RecordingSetup({ side, recording }: { side: MeetingSide; recording: CallRecording }) {
  const { t } = useTranslation();
  if (!recording.recordable) return <p className="hw-meeting-setup__note">{t(side === 'USER' ? 'meeting.p2pNote' : 'meeting.p2pNoteHelper')}</p>;
  return (
    <>
      {side === 'USER' ? (
        <RecordingChoice recording={recording} />
      ) : (
        !recording.recording && <p className="hw-meeting-setup__note">{t('meeting.helperRecordingNote')}</p>
      )}
      {recording.recording && <PrivacyReminder side={side} />}
    </>
  );
}

/** The in-call indicator: red while the call is recorded. */
export function RecordingBadge() {
  const { t } = useTranslation();
  return (
    <span className="hw-meeting-quality hw-meeting-rec" role="status" data-recording="on">
      <Circle aria-hidden size={12} fill="currentColor" />
      {t('meeting.recordingBadge')}
    </span>
  );
}

/** Where a user whose storage is full chooses a bigger plan (decision 0085); opens beside the call, which goes on. */
export function BiggerPlanLink() {
  const { t } = useTranslation();
  return (
    <a className="hw-meeting-record__plan" href={SUBSCRIBED_PLAN_PATH} target="_blank" rel="noopener">
      {t('meeting.recordBiggerPlan')}
    </a>
  );
}
