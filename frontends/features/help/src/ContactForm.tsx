import { Button, TextAreaField, TextField } from '@helpwire/ui';
import { errorText } from '@helpwire/web-core';
import { CheckCircle2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { useSendContact } from './help-api';
import { HELP_NAMESPACE } from './texts';

export interface ContactPerson {
  name: string;
  email: string;
}

/**
 * "Still need help?": a message to support, with the signed-in person's name and e-mail filled in
 * (they can change them); what is missing is said at its field; once sent, where the answer will go.
 */
export function ContactForm({ person }: { person: ContactPerson }) {
  const { t } = useTranslation(HELP_NAMESPACE);
  const send = useSendContact();
  const [values, setValues] = useState({ ...person, subject: '', message: '' });
  const [missing, setMissing] = useState<Set<string>>(new Set());
  const [sentTo, setSentTo] = useState<string | null>(null);
  /** A field's name, value, change and, when it was left empty, what it is missing. */
  const field = (name: keyof typeof values) => ({
    name: `help-${name}`,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
    error: missing.has(name) ? t('contact.required') : undefined,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = new Set((['name', 'email', 'subject', 'message'] as const).filter((name) => !values[name].trim()));
    setMissing(empty);
    if (empty.size > 0) return;
    send.mutate(values, { onSuccess: () => setSentTo(values.email) });
  };

  if (sentTo) {
    return (
      <div className="hw-help-contact__sent" role="status">
        <CheckCircle2 aria-hidden size={24} />
        <p>{t('contact.sent', { email: sentTo })}</p>
      </div>
    );
  }
  return (
    <form className="hw-help-contact__form" onSubmit={submit} noValidate>
      <div className="hw-help-contact__row">
        <TextField label={t('contact.name')} autoComplete="name" {...field('name')} />
        <TextField label={t('contact.email')} type="email" autoComplete="email" {...field('email')} />
      </div>
      <TextField label={t('contact.subject')} {...field('subject')} />
      <TextAreaField label={t('contact.message')} rows={5} {...field('message')} />
      {send.isError && (
        <p className="hw-help-contact__failed" role="alert">
          {errorText(send.error as { code?: string; message?: string }, t('contact.failed'), HELP_NAMESPACE)}
        </p>
      )}
      <Button type="submit" variant="cta" busy={send.isPending}>
        {send.isPending ? t('contact.sending') : t('contact.send')}
      </Button>
    </form>
  );
}
