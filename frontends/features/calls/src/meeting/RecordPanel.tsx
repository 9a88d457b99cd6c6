import type { RecordingStorageType } from '@helpwire/contracts';
import { Circle, Download, Loader2, Square } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { Button } from '@helpwire/ui';
import { ModalIds } from '../call/modal-ids';
import { MeetingPanel } from './MeetingPanel';
import { BiggerPlanLink } from './RecordingSetup';
import type { BrowserRecording } from './use-browser-recording';

/**
 * The user's recording of a peer-to-peer call (decision 0037), beside the call: where to keep it
 * (this device, or their Recordings), what recording means (RECORDING_DISCLAIMER: the other person
 * sees it), Start; then Stop; then where it went, or why not (with "Save to this device instead").
 */
export function RecordPanel({
  recorder,
  otherName,
  quotaFull = false,
  onClose,
}: {
  recorder: BrowserRecording;
  otherName: string | null;
  /** The cloud was refused: the user's storage is at or over their plan's quota (a bigger plan helps). */
  quotaFull?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  const [type, setType] = useState<RecordingStorageType>('local');
  const { state } = recorder;
  const who = otherName ?? t('meeting.recordOther');
  const options = [
    { value: 'local', label: t('meeting.recordToDevice'), hint: t('meeting.recordToDeviceHint') },
    { value: 'cloud', label: t('meeting.recordToCloud'), hint: t('meeting.recordToCloudHint') },
  ] as const;
  const busy = state.kind === 'starting' || state.kind === 'recording' || state.kind === 'saving';
  return (
    <MeetingPanel name="record" title={t('meeting.recordTitle')} onClose={onClose}>
      <div className="hw-meeting-recpanel">
        {state.kind === 'recording' ? (
          <>
            <p className="hw-meeting-recpanel__now" role="status">
              <Circle aria-hidden size={12} fill="currentColor" />{' '}
              {t(state.type === 'cloud' ? 'meeting.recordingToCloud' : 'meeting.recordingToDevice', { name: who })}
            </p>
            <Button variant="primary" onClick={recorder.stop}>
              <Square aria-hidden size={16} /> {t('meeting.recordStop')}
            </Button>
          </>
        ) : (
          <>
            <fieldset className="hw-meeting-record" disabled={busy}>
              <legend>{t('meeting.recordWhere')}</legend>
              {options.map((option) => (
                <label key={option.value} className="hw-meeting-record__option">
                  <input type="radio" name={name} value={option.value} checked={type === option.value} onChange={() => setType(option.value)} />
                  <span>
                    <span className="hw-meeting-record__label">{option.label}</span>
                    <span className="hw-meeting-record__hint">{option.hint}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            <p className="hw-meeting-recpanel__disclaimer" data-view={ModalIds.RECORDING_DISCLAIMER}>
              {t('meeting.recordDisclaimer', { name: who })}
            </p>
            <Button variant="primary" onClick={() => void recorder.start(type)} disabled={busy}>
              {state.kind === 'starting' ? <Loader2 aria-hidden size={16} className="hw-meeting-spin" /> : <Circle aria-hidden size={14} fill="currentColor" />}{' '}
              {t('meeting.recordStart')}
            </Button>
          </>
        )}
        {state.kind === 'saving' && (
          <div className="hw-meeting-recpanel__saving" role="status">
            <p>{t('meeting.recordSaving')}</p>
            <progress max={100} value={Math.round(state.progress * 100)} aria-label={t('meeting.recordSaving')} />
          </div>
        )}
        {state.kind === 'saved' && (
          <p className="hw-meeting-recpanel__done" role="status">
            {state.type === 'cloud' ? t('meeting.recordSavedCloud') : t('meeting.recordSavedDevice', { file: state.fileName })}
          </p>
        )}
        {state.kind === 'failed' && (
          <div className="hw-meeting-recpanel__failed">
            <p className="hw-meeting-record__error" role="alert">
              {state.text}
            </p>
            {quotaFull && state.type === 'cloud' && <BiggerPlanLink />}
            {state.recorded && (
              <Button variant="ghost" onClick={recorder.saveToDevice}>
                <Download aria-hidden size={16} /> {t('meeting.recordSaveInstead')}
              </Button>
            )}
          </div>
        )}
      </div>
    </MeetingPanel>
  );
}
