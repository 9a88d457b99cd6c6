import type { Recording } from '@helpwire/contracts';
import { useTranslation } from '@helpwire/libs/i18n';
import { Link } from '@helpwire/libs/router';
import type { CallSide } from '../after-call/after-call-api';
import { AFTER_CALL_NAMESPACE } from '../after-call/texts';

/** The call's recording in its history: ready (to the Recordings page, where it plays), being prepared, failed, or none kept. */
export function CallRecordingLink({ side, recording }: { side: CallSide; recording: Recording | null }) {
  const { t } = useTranslation(AFTER_CALL_NAMESPACE);
  if (!recording) return <p className="hw-after-muted">{t('history.noRecording')}</p>;
  if (recording.state === 'PENDING') return <p className="hw-after-muted">{t('history.recordingPreparing')}</p>;
  if (recording.state === 'FAILED') return <p className="hw-after-muted">{t('history.recordingFailed')}</p>;
  return <Link to={side === 'HELPER' ? '/helper/recording' : '/recording'}>{t('history.playRecording')}</Link>;
}
