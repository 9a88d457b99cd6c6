import { contactMessageBody, type ContactMessageBody } from '@helpwire/contracts';
import { Button, TextAreaField, TextField } from '@helpwire/ui';
import { toast, validationKey } from '@helpwire/web-core';
import { useSendContactMessage } from '../../api/content-api';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@helpwire/libs/i18n';
import { zodResolver } from './zod-resolver';

const EMPTY: ContactMessageBody = { name: '', email: '', subject: '', message: '' };

/** The contact form (spec §5): name, email, subject and message, all required; a valid email. */
export function ContactForm() {
  const { t } = useTranslation('public');
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactMessageBody>({ resolver: zodResolver(contactMessageBody), defaultValues: EMPTY });

  const errorText = (message: string | undefined) => {
    const key = validationKey(message);
    return key ? t(key) : undefined;
  };

  const onSubmit = handleSubmit(async (message) => {
    try {
      await send.mutateAsync(message);
    } catch {
      return; // the kit already showed the server's message as a red toast
    }
    toast.success(t('toasts.contactSent'));
    reset(EMPTY);
  });

  return (
    <form className="hwp-form" onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title" data-testid="contact-form">
      <h2 id="contact-form-title">{t('public.contact.formTitle')}</h2>
      <p className="hwp-muted hwp-small">{t('public.contact.requiredNote')}</p>
      <div className="hwp-form__row">
        <TextField label={t('public.contact.name')} autoComplete="name" required error={errorText(errors.name?.message)} {...register('name')} />
        <TextField
          label={t('public.contact.email')}
          type="email"
          autoComplete="email"
          required
          error={errorText(errors.email?.message)}
          {...register('email')}
        />
      </div>
      <TextField label={t('public.contact.subject')} required error={errorText(errors.subject?.message)} {...register('subject')} />
      <TextAreaField label={t('public.contact.message')} required rows={6} error={errorText(errors.message?.message)} {...register('message')} />
      <div>
        <Button type="submit" variant="primary" busy={send.isPending}>
          <Send aria-hidden size={18} className="hw-mirror" />
          {send.isPending ? t('public.contact.sending') : t('public.contact.send')}
        </Button>
      </div>
    </form>
  );
}
