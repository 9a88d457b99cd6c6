import { Button } from '@helpwire/ui';
import { toast } from '@helpwire/web-core';
import { Copy, Download } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';

/** Saves text as a file the browser downloads (no request: the codes never leave the page). */
function downloadText(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The recovery codes of a new second factor, shown once (issue 24): copy them, download them, and
 * say they are kept before going on.
 */
export function RecoveryCodes({ codes, onContinue }: { codes: readonly string[]; onContinue: () => void }) {
  const { t } = useTranslation('shell');
  const [saved, setSaved] = useState(false);
  const listId = useId();
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('adminSignIn.recovery.copied'));
    } catch {
      toast.error(t('adminSignIn.recovery.copyFailed'));
    }
  };
  return (
    <div className="hw-admin-codes">
      <h2 id={listId} className="hw-visually-hidden">
        {t('adminSignIn.recovery.list')}
      </h2>
      <ol className="hw-admin-codes__list" dir="ltr" aria-labelledby={listId}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="hw-admin-codes__actions">
        <Button variant="ghost" onClick={() => void copy()}>
          <Copy aria-hidden size={18} />
          {t('adminSignIn.recovery.copy')}
        </Button>
        <Button variant="ghost" onClick={() => downloadText(text, t('adminSignIn.recovery.fileName'))}>
          <Download aria-hidden size={18} />
          {t('adminSignIn.recovery.download')}
        </Button>
      </div>
      <label className="hw-admin-codes__saved">
        <input type="checkbox" checked={saved} onChange={(event) => setSaved(event.target.checked)} />
        <span>{t('adminSignIn.recovery.saved')}</span>
      </label>
      <Button className="hw-auth-submit" disabled={!saved} onClick={onContinue}>
        {t('adminSignIn.recovery.continue')}
      </Button>
    </div>
  );
}
