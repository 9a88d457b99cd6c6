import type { Dispute, DisputeFile } from '@helpwire/contracts';
import { Button, Modal } from '@helpwire/ui';
import { Paperclip } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { reference, useDisputeFormat } from './dispute-format';
import { DisputeStatusChip } from './DisputeStatusChip';
import { DISPUTES_NAMESPACE } from './texts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="hw-dispute-detail__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const FileLink = ({ file }: { file: DisputeFile }) => (
  <a href={file.url} className="hw-dispute-file" download={file.name}>
    <Paperclip aria-hidden size={16} />
    <span dir="auto">{file.name}</span>
  </a>
);

/** The dispute detail (spec §2 "dispute detail"; §3: reason, description, resolution, attachments, refunded amount, note, status). */
export function DisputeDetailDialog({ dispute, onClose }: { dispute: Dispute; onClose: () => void }) {
  const { t } = useTranslation(DISPUTES_NAMESPACE);
  const format = useDisputeFormat();
  return (
    <Modal title={t('detail.title', { id: reference(dispute.callId) })} onClose={onClose} wide>
      <dl className="hw-dispute-detail">
        <Row label={t('detail.status')}>
          <DisputeStatusChip status={dispute.status} />
        </Row>
        <Row label={t('detail.openedBy')}>
          {t(`detail.openedBy${dispute.openedBy}`)} · {format.date(dispute.createdAt)}
        </Row>
        <Row label={t('detail.price')}>{format.price(dispute.callPriceCents)}</Row>
        <Row label={t('detail.reason')}>
          <span dir="auto">{dispute.reason}</span>
        </Row>
        <Row label={t('detail.description')}>
          <span dir="auto" className="hw-dispute-detail__text">
            {dispute.description}
          </span>
        </Row>
        <Row label={t('detail.asked')}>{t(`resolution.${dispute.resolution}`)}</Row>
        {dispute.attachment && (
          <Row label={t('detail.attachment')}>
            <FileLink file={dispute.attachment} />
          </Row>
        )}
        {dispute.status === 'RESOLVED' ? (
          <>
            {dispute.adminResolution && <Row label={t('detail.decision')}>{t(`resolution.${dispute.adminResolution}`)}</Row>}
            {dispute.refundedAmountCents !== null && <Row label={t('detail.refunded')}>{format.price(dispute.refundedAmountCents)}</Row>}
            {dispute.compensationCents !== null && <Row label={t('detail.compensation')}>{format.price(dispute.compensationCents)}</Row>}
            {dispute.note && (
              <Row label={t('detail.note')}>
                <span dir="auto" className="hw-dispute-detail__text">
                  {dispute.note}
                </span>
              </Row>
            )}
            {dispute.adminAttachment && (
              <Row label={t('detail.adminAttachment')}>
                <FileLink file={dispute.adminAttachment} />
              </Row>
            )}
          </>
        ) : null}
      </dl>
      <p className="hw-dispute-muted hw-dispute-detail__after">
        {dispute.status !== 'RESOLVED' ? t('detail.waiting') : dispute.resolvedAt ? t('detail.resolvedOn', { date: format.date(dispute.resolvedAt) }) : null}
      </p>
      <div className="hw-dispute-form__actions">
        <Button variant="ghost" onClick={onClose}>
          {t('detail.close')}
        </Button>
      </div>
    </Modal>
  );
}
