import { Button, Modal, TextAreaField } from '@helpwire/ui';
import { useTranslation } from '@helpwire/libs/i18n';
import { ApiError, errorText } from '@helpwire/web-core';
import { useState, type FormEvent } from 'react';
import { ADMIN_NAMESPACE } from '../texts';

export type FlagAction = 'dismiss' | 'warn' | 'ban';
const MAX_CHARS = 1000;

/**
 * What an admin does with a flag, asked in a dialog: dismiss (with the note why it needs nothing),
 * warn the account it names (with the message they get) or ban it (with the reason; the dialog says
 * what a ban does and its button says whom it bans). A refusal shows in the dialog, the text kept.
 */
export function FlagActionDialog({
  action,
  party,
  helper,
  busy,
  onSubmit,
  onClose,
}: {
  action: FlagAction;
  /** Whom the flag names, as the page words it ("the helper"). */
  party: string;
  /** The flag names a helper (a ban also takes them offline). */
  helper: boolean;
  busy: boolean;
  onSubmit: (text: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setError(t(`flags.${action}.required`));
    if (text.trim().length > MAX_CHARS) return setError(t('flags.tooLong', { max: MAX_CHARS }));
    try {
      await onSubmit(text.trim());
    } catch (caught) {
      setFailure(caught instanceof ApiError ? errorText({ code: caught.code, message: caught.message }) : String(caught));
    }
  };
  return (
    <Modal title={t(`flags.${action}.title`, { party })} onClose={onClose}>
      <form className="hw-admin-reject" noValidate onSubmit={(event) => void submit(event)}>
        {action === 'ban' && (
          <p className="hw-admin-flag__warning">
            {t('flags.ban.consequences', { party })}
            {helper && ` ${t('flags.ban.helperOffline')}`}
          </p>
        )}
        <TextAreaField
          label={t(`flags.${action}.label`, { party })}
          name="text"
          rows={4}
          value={text}
          error={error}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
            setFailure(undefined);
          }}
        />
        <p className="hw-admin-muted">{t(`flags.${action}.hint`, { party })}</p>
        {failure && (
          <p className="hw-field__error" role="alert">
            {failure}
            {action !== 'dismiss' && ` ${t('flags.actedNotClosed')}`}
          </p>
        )}
        <div className="hw-admin-actions">
          <Button type="submit" className={action === 'ban' ? 'hw-admin-danger' : undefined} busy={busy}>
            {t(`flags.${action}.confirm`, { party })}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
