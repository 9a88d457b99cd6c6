import { useCurrentUser, type CurrentUser } from '@helpwire/account';
import { Card } from '@helpwire/ui';
import { FileText } from 'lucide-react';
import { useTranslation } from '@helpwire/libs/i18n';
import { Link } from '@helpwire/libs/router';
import { HELPER_NAMESPACE } from '../texts';

type FileRef = NonNullable<CurrentUser['idCard']>;

/**
 * The ID card and documents the helper sent (spec §2 helper area: Documents), each to open, with
 * where the admin's check stands and the way to replace them (Profile Management: new files send the
 * account back to review). Read from the signed-in account: no request of its own.
 */
export function HelperDocuments() {
  const { t, i18n } = useTranslation(HELPER_NAMESPACE);
  const me = useCurrentUser();
  if (!me) return null;
  const files: { kind: string; file: FileRef }[] = [
    ...(me.idCard ? [{ kind: t('home.documents.idCard'), file: me.idCard }] : []),
    ...me.documents.map((file) => ({ kind: t('home.documents.document'), file })),
  ];
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <section className="hw-panel" aria-labelledby="hw-helper-documents" data-panel="documents">
      <header className="hw-panel__head">
        <h2 id="hw-helper-documents">{t('home.documents.title')}</h2>
        <Link className="hw-helper-link" to="/helper/profile-management">
          {t('home.documents.replace')}
        </Link>
      </header>
      <Card className="hw-panel__body">
        {files.length === 0 ? (
          <p className="hw-helper-muted">{t('home.documents.none')}</p>
        ) : (
          <ul className="hw-helper-documents">
            {files.map(({ kind, file }) => (
              <li key={file.id}>
                <FileText aria-hidden size={20} />
                <a href={file.url} target="_blank" rel="noopener">
                  {file.name}
                </a>
                <span className="hw-helper-muted">
                  {kind} · {date(file.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}
