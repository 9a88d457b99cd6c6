import { useTranslation } from '@helpwire/libs/i18n';
import { Button, Modal } from '@helpwire/ui';
import { ModalIds } from '../call/modal-ids';

/** EXIT_OPTION: leaving asks first; Stay is the safe default (focused first by the dialog). */
export function LeaveConfirm({ onLeave, onStay }: { onLeave: () => void; onStay: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('meeting.exitTitle')} onClose={onStay}>
      <div className="hw-meeting-exit" data-view={ModalIds.EXIT_OPTION}>
        <p>{t('meeting.exitText')}</p>
        <div className="hw-meeting-exit__actions">
          <Button variant="ghost" onClick={onStay}>
            {t('meeting.exitStay')}
          </Button>
          <Button className="hw-button--danger" onClick={onLeave}>
            {t('meeting.exitLeave')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
