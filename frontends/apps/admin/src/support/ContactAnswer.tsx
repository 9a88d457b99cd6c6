import { Button, TextAreaField } from '@helpwire/ui';
import { useTranslation } from '@helpwire/libs/i18n';
import { ApiError, errorText, toast } from '@helpwire/web-core';
import { Send } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useReplyToContact, type ContactMessage } from '../admin-api';
import { ADMIN_NAMESPACE } from '../texts';

const ANSWER_MAX_CHARS = 5000;

/**
 * The answer to one message, written in the page and e-mailed by the service to the address the
 * message gave. One reply id per answer being written: a retry after a lost response sends nothing twice.
 */
export function ContactAnswer({ message, onDone }: { message: ContactMessage; onDone: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const reply = useReplyToContact();
  const replyId = useRef(crypto.randomUUID());
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return setError(t('support.answer.required'));
    reply.mutate(
      { id: message.id, replyId: replyId.current, body: body.trim() },
      {
        onSuccess: () => {
          toast.success(t('support.answer.sent', { email: message.email }));
          onDone();
        },
        onError: (failure) => setError(failure instanceof ApiError ? errorText({ code: failure.code, message: failure.message }) : String(failure)),
      },
    );
  };
  return (
    <form className="hw-admin-answer" noValidate onSubmit={submit}>
      <TextAreaField
        label={t('support.answer.label', { name: message.name })}
        name="answer"
        rows={5}
        maxLength={ANSWER_MAX_CHARS}
        value={body}
        error={error}
        dir="auto"
        onChange={(event) => {
          setBody(event.target.value);
          setError(undefined);
        }}
      />
      <p className="hw-admin-muted">{t('support.answer.hint', { email: message.email })}</p>
      <div className="hw-admin-actions">
        <Button type="submit" busy={reply.isPending}>
          <Send aria-hidden size={18} className="hw-mirror" />
          {t('support.answer.send')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
