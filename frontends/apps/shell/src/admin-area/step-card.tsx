import { Button, Card, TextField } from '@helpwire/ui';
import { ApiError, errorText, i18next } from '@helpwire/web-core';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import type { EnrolledSession, SecondFactor } from './admin-sign-in-api';

// The admin sign-in's steps share these: which step it is, the card, the form's submission, the failure under it.

export type Step =
  | { kind: 'password' }
  | { kind: 'invitation' }
  | { kind: 'code'; challenge: string; recovery: boolean }
  | ({ kind: 'enroll' } & Extract<SecondFactor, { secondFactor: 'ENROLL' }>)
  | { kind: 'codes'; session: EnrolledSession };

/** The failure of a step in the reader's language: the text of its reason code, else the server's, else a generic one. */
export function failureText(error: unknown): string {
  if (error instanceof ApiError)
    return errorText({ code: error.code, message: error.status === null ? '' : error.message }, i18next.t('adminSignIn.failed', { ns: 'shell' }));
  return i18next.t('adminSignIn.failed', { ns: 'shell' });
}

/** A step's card: the console badge, its heading (focused when a later step opens: the page's first one is where the reader already is), the intro, the form, a way back. */
export function StepCard({
  heading,
  intro,
  back,
  focus = true,
  children,
}: {
  heading: string;
  intro: ReactNode;
  back?: ReactNode;
  focus?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('shell');
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) title.current?.focus();
  }, [heading, focus]);
  return (
    <section className="hw-container hw-auth-page hw-admin-sign-in">
      <Card className="hw-auth-card">
        <p className="hw-auth-role hw-auth-role--admin">
          <ShieldCheck aria-hidden size={18} />
          {t('adminSignIn.badge')}
        </p>
        <h1 ref={title} tabIndex={-1}>
          {heading}
        </h1>
        <p className="hw-auth-intro">{intro}</p>
        {children}
        {back && <div className="hw-auth-links">{back}</div>}
      </Card>
    </section>
  );
}

/** Submits a step's form: busy while it runs, the failure said under the fields. */
export function useStepSubmit<T>(send: () => Promise<T>, done: (answer: T) => void) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(undefined);
    try {
      done(await send());
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, setFailure, submit };
}

export function Failure({ text }: { text: string | undefined }) {
  return text ? (
    <p className="hw-admin-sign-in__failure" role="alert">
      {text}
    </p>
  ) : null;
}

/** A step's form: its fields, the failure under them, the submit button, then what follows it (a switch to another way). */
export function StepForm({
  onSubmit,
  failure,
  busy,
  submitLabel,
  after,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  failure: string | undefined;
  busy: boolean;
  submitLabel: string;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form className="hw-auth-form" noValidate onSubmit={onSubmit}>
      {children}
      <Failure text={failure} />
      <Button type="submit" className="hw-auth-submit" busy={busy}>
        {submitLabel}
      </Button>
      {after}
    </form>
  );
}

/** The six digits of an authenticator app's code or of an invitation, typed left to right in every language. */
export function SixDigitField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      label={label}
      name="code"
      className="hw-input hw-admin-sign-in__code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      dir="ltr"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
