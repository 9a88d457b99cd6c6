import { Button, Skeleton } from '@helpwire/ui';
import { useTranslation } from '@helpwire/libs/i18n';
import { AlertTriangle, Download, FileText, IdCard } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useFileBlob, type ShownFile } from '../admin-api';
import { ADMIN_NAMESPACE } from '../texts';

/** An object URL for a blob while it is shown, revoked after. */
function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return undefined;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(undefined);
    };
  }, [blob]);
  return url;
}

/**
 * An ID card or document (or a dispute's attachment) shown in the page (issue 24, items 2 and 3): read with the admin's token, an image
 * inline, a PDF in a frame with a download beside it (a browser without a PDF viewer shows the
 * download), anything else as a download. A file that cannot be read says so, with a retry.
 */
export function FileView({ file, kind }: { file: ShownFile; kind: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const blob = useFileBlob(file);
  const url = useObjectUrl(blob.data);
  const image = file.mimeType.startsWith('image/');
  const pdf = file.mimeType === 'application/pdf';
  const Icon = file.purpose === 'ID_CARD' ? IdCard : FileText;
  return (
    <figure className="hw-admin-file" data-file={file.id}>
      <figcaption className="hw-admin-file__caption">
        <Icon aria-hidden size={18} />
        <span className="hw-admin-file__kind">{kind}</span>
        <span className="hw-admin-file__name" dir="auto">
          {file.name}
        </span>
        {url && (
          <a className="hw-admin-file__download" href={url} download={file.name}>
            <Download aria-hidden size={16} />
            {t('helpers.files.download')}
          </a>
        )}
      </figcaption>
      {blob.isPending ? (
        <Skeleton height={image ? '16rem' : '24rem'} label={t('helpers.files.loading', { name: file.name })} />
      ) : blob.isError ? (
        <div className="hw-admin-file__failed" role="alert">
          <AlertTriangle aria-hidden size={20} />
          <span>{t('helpers.files.failed', { name: file.name })}</span>
          <Button variant="ghost" size="small" onClick={() => void blob.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : !url ? null : image ? (
        <img className="hw-admin-file__image" src={url} alt={`${kind}: ${file.name}`} />
      ) : pdf ? (
        <>
          <iframe className="hw-admin-file__pdf" src={url} title={`${kind}: ${file.name}`} />
          <p className="hw-admin-muted hw-admin-file__hint">
            <a href={url} download={file.name}>
              {t('helpers.files.pdfFallback')}
            </a>
          </p>
        </>
      ) : null}
    </figure>
  );
}
