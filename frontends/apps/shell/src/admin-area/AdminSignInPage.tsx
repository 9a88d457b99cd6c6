import { Button, Card, TextField } from '@helpwire/ui';
import { ApiError, errorText, i18next, useAppStore, returnPathOf } from '@helpwire/web-core';
import { ShieldCheck } from 'lucide-react';
import { use, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { Navigate, useLocation } from '@helpwire/libs/router';
import { adminSignInApi, groupedSecret, useStartAdminSession, type EnrolledSession, type SecondFactor } from './admin-sign-in-api';
import { adminSignInTextsReady } from './admin-texts';
import { QrCode } from './QrCode';
import { RecoveryCodes } from './RecoveryCodes';
import '../auth/auth-screens.css';
import './admin-sign-in.css';

type Step =
  | { kind: 'password' }
  | { kind: 'code'; challenge: string; recovery: boolean }
  | ({ kind: 'enroll' } & Extract<SecondFactor, { secondFactor: 'ENROLL' }>)
  | { kind: 'codes'; session: EnrolledSession };

/** The failure of a step in the reader's language: the text of its reason code, else the server's, else a generic one. */
function failureText(error: unknown): string {
  if (error instanceof ApiError)
    return errorText({ code: error.code, message: error.status === null ? '' : error.message }, i18next.t('adminSignIn.failed', { ns: 'shell' }));
  return i18next.t('adminSignIn.failed', { ns: 'shell' });
}

/** A step's card: the console badge, its heading (focused when a later step opens: the page's first one is where the reader already is), the intro, the form, a way back. */
function StepCard({
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
function useStepSubmit<T>(send: () => Promise<T>, done: (answer: T) => void) {
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

function Failure({ text }: { text: string | undefined }) {
  return text ? (
    <p className="hw-admin-sign-in__failure" role="alert">
      {text}
    </p>
  ) : null;
}

function PasswordStep({ onAnswer, opened }: { onAnswer: (step: Step) => void; opened: boolean }) {
  const { t } = useTranslation('shell');
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const { busy, failure, setFailure, submit } = useStepSubmit(
    () => adminSignInApi.password({ identifier: identifier.trim(), password }),
    ({ data }) => onAnswer(data.secondFactor === 'ENROLL' ? { kind: 'enroll', ...data } : { kind: 'code', challenge: data.challenge, recovery: false }),
  );
  const onSubmit = (event: FormEvent) => {
    if (identifier.trim() && password) return void submit(event);
    event.preventDefault();
    setFailure(t('adminSignIn.password.required'));
  };
  return (
    <StepCard heading={t('adminSignIn.password.heading')} intro={t('adminSignIn.password.intro')} focus={opened}>
      <form className="hw-auth-form" noValidate onSubmit={onSubmit}>
        <TextField
          label={t('adminSignIn.password.identifier')}
          name="identifier"
          autoComplete="username"
          dir="ltr"
          value={identifier}
          onChange={(event) => setIdentifier(event.target.value)}
        />
        <TextField
          label={t('adminSignIn.password.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Failure text={failure} />
        <Button type="submit" className="hw-auth-submit" busy={busy}>
          {t('adminSignIn.password.submit')}
        </Button>
      </form>
    </StepCard>
  );
}

/** The code of the authenticator app, or one recovery code instead. */
function CodeStep({ challenge, recovery, onAnswer, back }: { challenge: string; recovery: boolean; onAnswer: (step: Step) => void; back: ReactNode }) {
  const { t } = useTranslation('shell');
  const startSession = useStartAdminSession();
  const [code, setCode] = useState('');
  const { busy, failure, setFailure, submit } = useStepSubmit(
    () => adminSignInApi.totp(recovery ? { challenge, recoveryCode: code.trim() } : { challenge, code: code.replace(/\s+/g, '') }),
    ({ data }) => startSession(data),
  );
  const onSubmit = (event: FormEvent) => {
    const filled = recovery ? code.trim() !== '' : /^\d{6}$/.test(code.replace(/\s+/g, ''));
    if (filled) return void submit(event);
    event.preventDefault();
    setFailure(t(recovery ? 'adminSignIn.totp.recoveryRequired' : 'adminSignIn.totp.codeRequired'));
  };
  return (
    <StepCard
      heading={t(recovery ? 'adminSignIn.totp.recoveryHeading' : 'adminSignIn.totp.heading')}
      intro={t(recovery ? 'adminSignIn.totp.recoveryIntro' : 'adminSignIn.totp.intro')}
      back={back}
    >
      <form className="hw-auth-form" noValidate onSubmit={onSubmit}>
        {recovery ? (
          <TextField
            key="recovery"
            label={t('adminSignIn.totp.recoveryCode')}
            name="recoveryCode"
            autoComplete="off"
            dir="ltr"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        ) : (
          <TextField
            key="code"
            label={t('adminSignIn.totp.code')}
            name="code"
            className="hw-input hw-admin-sign-in__code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            dir="ltr"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
        <Failure text={failure} />
        <Button type="submit" className="hw-auth-submit" busy={busy}>
          {t('adminSignIn.totp.submit')}
        </Button>
        <p className="hw-admin-sign-in__switch">
          <button
            type="button"
            className="hw-admin-sign-in__link"
            onClick={() => {
              setCode('');
              setFailure(undefined);
              onAnswer({ kind: 'code', challenge, recovery: !recovery });
            }}
          >
            {t(recovery ? 'adminSignIn.totp.useApp' : 'adminSignIn.totp.useRecovery')}
          </button>
        </p>
      </form>
    </StepCard>
  );
}

/** The first sign-in: the app is added from the QR code (or the key typed by hand), then its first code turns the factor on. */
function EnrollStep({ step, onAnswer, back }: { step: Extract<Step, { kind: 'enroll' }>; onAnswer: (step: Step) => void; back: ReactNode }) {
  const { t } = useTranslation('shell');
  const [code, setCode] = useState('');
  const { busy, failure, setFailure, submit } = useStepSubmit(
    () => adminSignInApi.enroll({ challenge: step.challenge, code: code.replace(/\s+/g, '') }),
    ({ data }) => onAnswer({ kind: 'codes', session: data }),
  );
  const onSubmit = (event: FormEvent) => {
    if (/^\d{6}$/.test(code.replace(/\s+/g, ''))) return void submit(event);
    event.preventDefault();
    setFailure(t('adminSignIn.totp.codeRequired'));
  };
  return (
    <StepCard heading={t('adminSignIn.enroll.heading')} intro={t('adminSignIn.enroll.intro')} back={back}>
      <div className="hw-admin-enroll">
        <QrCode text={step.otpauthUrl} label={t('adminSignIn.enroll.qr')} />
        <div className="hw-admin-enroll__secret">
          <p>{t('adminSignIn.enroll.secret')}</p>
          <code dir="ltr" data-testid="totp-secret">
            {groupedSecret(step.secret)}
          </code>
        </div>
      </div>
      <form className="hw-auth-form" noValidate onSubmit={onSubmit}>
        <TextField
          label={t('adminSignIn.totp.code')}
          name="code"
          className="hw-input hw-admin-sign-in__code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          dir="ltr"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <Failure text={failure} />
        <Button type="submit" className="hw-auth-submit" busy={busy}>
          {t('adminSignIn.enroll.submit')}
        </Button>
      </form>
    </StepCard>
  );
}

/**
 * /admin/sign-in (issue 24): the password, then the second factor — a code of the authenticator
 * app or a recovery code; the first time, the app's enrolment from a QR code and the recovery codes,
 * shown once. The session starts as a user's or helper's does; then where the admin was going, else
 * the console's overview.
 */
export default function AdminSignInPage() {
  use(adminSignInTextsReady());
  const { t } = useTranslation('shell');
  const role = useAppStore((s) => s.auth.role);
  const { search } = useLocation();
  const startSession = useStartAdminSession();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  // Whether the reader moved past the first step (its heading takes the focus when it comes back).
  const [moved, setMoved] = useState(false);
  const go = (next: Step) => {
    setMoved(true);
    setStep(next);
  };

  useEffect(() => {
    document.title = t('shell.documentTitle', { page: t('adminSignIn.password.heading') });
  }, [t]);

  // Already signed in as an admin: straight to the console (the recovery codes still show once).
  if (role === 'ADMIN' && step.kind !== 'codes') return <Navigate to={returnPathOf(search) ?? '/admin'} replace />;

  const back = (
    <p>
      <button type="button" className="hw-admin-sign-in__link" onClick={() => go({ kind: 'password' })}>
        {t('adminSignIn.startOver')}
      </button>
    </p>
  );
  switch (step.kind) {
    case 'password':
      return <PasswordStep onAnswer={go} opened={moved} />;
    case 'code':
      return <CodeStep key={String(step.recovery)} challenge={step.challenge} recovery={step.recovery} onAnswer={go} back={back} />;
    case 'enroll':
      return <EnrollStep step={step} onAnswer={go} back={back} />;
    default:
      return (
        <StepCard heading={t('adminSignIn.recovery.heading')} intro={t('adminSignIn.recovery.intro')}>
          <RecoveryCodes codes={step.session.recoveryCodes} onContinue={() => startSession(step.session)} />
        </StepCard>
      );
  }
}
