import { FREE_STORAGE_PLAN_ID, type Recording, type RecordingStorage } from '@helpwire/contracts';
import { AlertTriangle, Download, HardDrive, Loader2, Play, Trash2, Video } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { ApiError, errorText, toast } from '@helpwire/web-core';
import { CALLS_NAMESPACE } from '../call/error-texts';
import { Button, Card, EmptyState, Modal, Skeleton } from '@helpwire/ui';
import { recordingLink, useDeleteRecording, useRecordings, useStoragePlanName } from './recording-queries';
import { isolateLtr, useRecordingFormats } from './recording-formats';
import './recordings.css';
import { useMeetingTexts } from '../meeting/texts';

export interface RecordingsPageProps {
  /** The page's title in its area's words ("Recordings"). */
  title: string;
  /** Where "Extend storage" leads (the user's plan; the helper's help page). */
  extendStorageHref: string;
  /** Whose page: only a call's user records it, so the empty page says how for each. */
  side?: 'USER' | 'HELPER';
}

/** How a call gets here, as this deployment's calls go (decision 0037): the setup's cloud choice, or Record in a peer-to-peer call. */
const NONE_HINTS = {
  JANUS: { USER: 'recordings.noneHint', HELPER: 'recordings.noneHintHelper' },
  P2P: { USER: 'recordings.noneHintP2p', HELPER: 'recordings.noneHintP2pHelper' },
} as const;

const failureOf = (error: unknown, fallback: string) => (error instanceof ApiError ? errorText(error, fallback, CALLS_NAMESPACE) : fallback);

/**
 * Recordings (spec §2 /recording and /helper/recording; decisions 0030, 0085): the storage used of
 * the plan's quota with "Extend storage" (and, over the quota, that the recordings are read-only), every recording of the account's calls (converting, ready or failed), a video
 * player, download, and delete after a confirmation. "No recording found." when there are none.
 */
function RecordingsPageView({ title, extendStorageHref, side = 'USER' }: RecordingsPageProps) {
  const { t } = useTranslation();
  const list = useRecordings();
  const [playing, setPlaying] = useState<Recording>();
  const [deleting, setDeleting] = useState<Recording>();
  const heading = useRef<HTMLHeadingElement>(null);
  const recordings = list.data?.recordings ?? [];

  const download = async (recording: Recording) => {
    try {
      const link = await recordingLink(recording.id);
      const anchor = document.createElement('a');
      anchor.href = link.downloadUrl;
      anchor.download = `helpwire-call-${recording.callId}.webm`;
      anchor.click();
    } catch (error) {
      toast.error(failureOf(error, t('errors.something-went-wrong')));
    }
  };

  return (
    <section className="hw-container hw-rec-page" aria-labelledby="hw-rec-title">
      <div className="hw-rec-head">
        <div>
          <h1 id="hw-rec-title" ref={heading} tabIndex={-1}>
            {title}
          </h1>
          <p className="hw-rec-muted">{t('recordings.intro')}</p>
        </div>
      </div>
      {list.data && <StorageUsed storage={list.data.storage} extendStorageHref={extendStorageHref} side={side} />}
      {list.isPending ? (
        <Card className="hw-rec-panel">
          <div role="status" aria-label={t('common.loading')} className="hw-rec-skeletons">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} width="100%" height="64px" />
            ))}
          </div>
        </Card>
      ) : list.isError ? (
        <Card className="hw-rec-panel hw-rec-error" role="alert">
          <AlertTriangle aria-hidden size={28} />
          <p>{failureOf(list.error, t('errors.something-went-wrong'))}</p>
          <Button variant="ghost" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </Card>
      ) : recordings.length === 0 ? (
        <Card className="hw-rec-panel">
          <EmptyState
            icon={<Video aria-hidden size={40} />}
            title={t('recordings.none')}
            action={<p className="hw-rec-muted">{t(NONE_HINTS[list.data?.callMedia ?? 'P2P'][side])}</p>}
          />
        </Card>
      ) : (
        <ul className="hw-rec-list" aria-label={title}>
          {recordings.map((recording) => (
            <RecordingRow
              key={recording.id}
              recording={recording}
              onPlay={() => setPlaying(recording)}
              onDownload={() => void download(recording)}
              onDelete={() => setDeleting(recording)}
            />
          ))}
        </ul>
      )}
      {playing && <VideoPlayer recording={playing} onClose={() => setPlaying(undefined)} />}
      {deleting && (
        <DeleteRecording
          recording={deleting}
          onClose={() => setDeleting(undefined)}
          onDeleted={() => {
            setDeleting(undefined);
            setTimeout(() => heading.current?.focus(), 0);
          }}
        />
      )}
    </section>
  );
}

/**
 * The storage of the account's plan (decision 0085): the plan's name, what is used of its quota, and
 * "Extend storage"; over the quota (after a downgrade) a notice that the recordings are read-only
 * (play, download, delete) until the account is back under or chooses a bigger plan.
 */
function StorageUsed({ storage, extendStorageHref, side }: { storage: RecordingStorage; extendStorageHref: string; side: 'USER' | 'HELPER' }) {
  const { t } = useTranslation();
  const { bytes } = useRecordingFormats();
  const planName = useStoragePlanName(storage.planId) ?? (storage.planId === FREE_STORAGE_PLAN_ID ? t('recordings.freePlan') : storage.planId);
  const percent = storage.quotaBytes > 0 ? Math.min(100, Math.round((storage.usedBytes / storage.quotaBytes) * 100)) : 100;
  const label = t('recordings.storageOf', { used: bytes(storage.usedBytes), quota: bytes(storage.quotaBytes) });
  return (
    <Card className="hw-rec-storage">
      <HardDrive aria-hidden size={28} className="hw-rec-storage__icon" />
      <div className="hw-rec-storage__body">
        <p className="hw-rec-storage__title">
          {t('recordings.storageUsed')}
          <span className="hw-rec-plan">{t('recordings.plan', { name: planName })}</span>
        </p>
        <div
          className="hw-rec-bar"
          role="progressbar"
          aria-label={t('recordings.storageUsed')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={label}
        >
          <span className={`hw-rec-bar__fill${percent >= 90 ? ' hw-rec-bar__fill--full' : ''}`} style={{ inlineSize: `${percent}%` }} />
        </div>
        <p className="hw-rec-muted">{label}</p>
      </div>
      <a className="hw-button hw-button--ghost hw-rec-extend" href={extendStorageHref}>
        {t('recordings.extend')}
      </a>
      {storage.overQuota && (
        <div className="hw-rec-over" role="status">
          <AlertTriangle aria-hidden size={22} />
          <div>
            <p className="hw-rec-over__title">{t('recordings.overQuotaTitle')}</p>
            <p>{t(side === 'HELPER' ? 'recordings.overQuotaHelper' : 'recordings.overQuota', { quota: bytes(storage.quotaBytes) })}</p>
            <a className="hw-rec-over__link" href={extendStorageHref}>
              {t(side === 'HELPER' ? 'recordings.overQuotaHelp' : 'recordings.overQuotaAction')}
            </a>
          </div>
        </div>
      )}
    </Card>
  );
}

function RecordingRow({ recording, onPlay, onDownload, onDelete }: { recording: Recording; onPlay: () => void; onDownload: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const { date, duration, bytes } = useRecordingFormats();
  const ready = recording.state === 'READY';
  const name = t('recordings.callName', { id: recording.callId });
  return (
    <li className="hw-rec-row" aria-label={name}>
      <div className="hw-rec-row__thumb" aria-hidden>
        <Video size={26} />
      </div>
      <div className="hw-rec-row__facts">
        <p className="hw-rec-row__title">
          <bdi dir="ltr">{recording.callId}</bdi>
        </p>
        <p className="hw-rec-muted">
          {date(recording.createdAt)}
          {ready && (
            <>
              {' · '}
              <bdi dir="ltr" className="hw-rec-nowrap">
                {duration(recording.durationSeconds)}
              </bdi>
              {' · '}
              <bdi dir="ltr" className="hw-rec-nowrap">
                {bytes(recording.sizeBytes)}
              </bdi>
            </>
          )}
        </p>
        {recording.state === 'PENDING' && (
          <p className="hw-rec-state hw-rec-state--pending">
            <Loader2 aria-hidden size={16} /> {t('recordings.pending')}
          </p>
        )}
        {recording.state === 'FAILED' && <p className="hw-rec-state hw-rec-state--failed">{t('recordings.failed')}</p>}
      </div>
      <div className="hw-rec-row__actions">
        {ready && (
          <>
            <Button size="small" onClick={onPlay} aria-label={t('recordings.playNamed', { name })}>
              <Play aria-hidden size={18} />
              {t('recordings.play')}
            </Button>
            <Button size="small" variant="ghost" onClick={onDownload} aria-label={t('recordings.downloadNamed', { name })}>
              <Download aria-hidden size={18} />
              <span className="hw-rec-optional">{t('recordings.download')}</span>
            </Button>
          </>
        )}
        <Button size="small" variant="ghost" className="hw-rec-delete" onClick={onDelete} aria-label={t('recordings.deleteNamed', { name })}>
          <Trash2 aria-hidden size={18} />
          <span className="hw-rec-optional">{t('recordings.delete')}</span>
        </Button>
      </div>
    </li>
  );
}

/** The spec's "video player" modal: the recording through a short-lived link, with a download link (the title's call id never breaks at its hyphen). */
function VideoPlayer({ recording, onClose }: { recording: Recording; onClose: () => void }) {
  const { t } = useTranslation();
  const [link, setLink] = useState<{ url: string; downloadUrl: string }>();
  const [failure, setFailure] = useState<string>();
  const fallback = t('errors.something-went-wrong');
  useEffect(() => {
    let live = true;
    recordingLink(recording.id).then(
      (answer) => live && setLink(answer),
      (error: unknown) => live && setFailure(failureOf(error, fallback)),
    );
    return () => {
      live = false;
    };
  }, [recording.id, fallback]);
  return (
    <Modal title={t('recordings.playerTitle', { id: isolateLtr(recording.callId.replace(/-/g, '\u2011')) })} onClose={onClose} wide>
      <div className="hw-rec-player">
        {failure ? (
          <p role="alert">{failure}</p>
        ) : link ? (
          <>
            {/* Recordings have no captions: they are the caller's own call. */}
            <video className="hw-rec-video" src={link.url} controls autoPlay playsInline aria-label={t('recordings.player')} />
            <a className="hw-button hw-button--ghost hw-rec-download" href={link.downloadUrl} download={`helpwire-call-${recording.callId}.webm`}>
              <Download aria-hidden size={18} />
              {t('recordings.download')}
            </a>
          </>
        ) : (
          <Skeleton width="100%" height="240px" />
        )}
      </div>
    </Modal>
  );
}

/** The spec's "delete recording" modal: the confirmation text, then DELETE /recording/deleteRecording. */
function DeleteRecording({ recording, onClose, onDeleted }: { recording: Recording; onClose: () => void; onDeleted: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteRecording();
  const [failure, setFailure] = useState<string>();
  const confirm = () => {
    setFailure(undefined);
    remove.mutate(recording.id, {
      onSuccess: () => {
        toast.success(t('recordings.deleted'));
        onDeleted();
      },
      onError: (error) => setFailure(failureOf(error, t('errors.something-went-wrong'))),
    });
  };
  return (
    <Modal title={t('recordings.deleteTitle')} onClose={onClose}>
      <div className="hw-rec-dialog">
        <p>{t('recordings.deleteConfirm')}</p>
        <p className="hw-rec-muted">
          <bdi dir="ltr">{recording.callId}</bdi>
        </p>
        {failure && (
          <p role="alert" className="hw-rec-state hw-rec-state--failed">
            {failure}
          </p>
        )}
        <div className="hw-rec-dialog__actions">
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button className="hw-rec-danger" busy={remove.isPending} onClick={confirm}>
            <Trash2 aria-hidden size={18} />
            {t('recordings.deleteYes')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

/** The recordings page, once its texts are in place for the reader's language. */
export function RecordingsPage(props: RecordingsPageProps) {
  return useMeetingTexts() ? <RecordingsPageView {...props} /> : null;
}
