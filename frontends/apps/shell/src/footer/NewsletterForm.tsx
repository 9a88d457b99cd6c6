import { Button, TextField } from '@helpwire/ui';
import { toast, validationKey } from '@helpwire/web-core';
import { useSubscribeNewsletter } from './newsletter-api';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';

export const NEWSLETTER_TOAST_MS = 5000;

/** Footer newsletter: e-mail required; "Subscribe Successful" for 5 s and the field cleared. */
export function NewsletterForm() {
  const { t } = useTranslation('shell');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const subscribe = useSubscribeNewsletter();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The contract (and zod) load on the first submit, not with every page.
    const { newsletterBody } = await import('@helpwire/contracts');
    const parsed = newsletterBody.safeParse({ email });
    if (!parsed.success) {
      setError(t(validationKey(parsed.error.issues[0]?.message) ?? 'validation.mustBeEmail'));
      return;
    }
    setError(undefined);
    subscribe.mutate(parsed.data.email, {
      onSuccess: () => {
        toast.success(t('toasts.subscribeSuccessful'), NEWSLETTER_TOAST_MS);
        setEmail('');
      },
    });
  };

  return (
    <form className="hw-newsletter" onSubmit={(event) => void submit(event)} noValidate>
      <h2>{t('footer.newsletterTitle')}</h2>
      <p>{t('footer.newsletterHint')}</p>
      <div className="hw-newsletter__row">
        <TextField
          label={t('footer.emailLabel')}
          type="email"
          required
          autoComplete="email"
          placeholder={t('footer.emailPlaceholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error}
        />
        <Button type="submit" busy={subscribe.isPending}>
          {t('footer.subscribe')}
        </Button>
      </div>
    </form>
  );
}
