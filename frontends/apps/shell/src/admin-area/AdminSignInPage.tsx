import { TextField } from '@helpwire/ui';
import { useAppStore, returnPathOf } from '@helpwire/web-core';
import { use, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { Navigate, useLocation } from '@helpwire/libs/router';
import { adminSignInApi, groupedSecret, useStartAdminSession } from './admin-sign-in-api';
import { adminSignInTextsReady } from './admin-texts';
import { QrCode } from './QrCode';
import { RecoveryCodes } from './RecoveryCodes';
import { SixDigitField, StepCard, StepForm, useStepSubmit, type Step } from './step-card';
import { InvitationStep } from './InvitationStep';
import '../auth/auth-screens.css';
import './admin-sign-in.css';

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
      <StepForm onSubmit={onSubmit} failure={failure} busy={busy} submitLabel={t('adminSignIn.password.submit')}>
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
      </StepForm>
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
      <StepForm
        onSubmit={onSubmit}
        failure={failure}
        busy={busy}
        submitLabel={t('adminSignIn.totp.submit')}
        after={
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
        }
      >
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
          <SixDigitField key="code" label={t('adminSignIn.totp.code')} value={code} onChange={setCode} />
        )}
      </StepForm>
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
      <StepForm onSubmit={onSubmit} failure={failure} busy={busy} submitLabel={t('adminSignIn.enroll.submit')}>
        <SixDigitField label={t('adminSignIn.totp.code')} value={code} onChange={setCode} />
      </StepForm>
    </StepCard>
  );
}

/**
 * /admin/sign-in (issue 24), and /admin/invitation (`invited`, decision 0083: the invitation's code
 * and a new password instead of the password): the password, then the second factor — a code of the authenticator
 * app or a recovery code; the first time, the app's enrolment from a QR code and the recovery codes,
 * shown once. The session starts as a user's or helper's does; then where the admin was going, else
 * the console's overview.
 */
export default function AdminSignInPage({ invited = false }: { invited?: boolean }) {
  use(adminSignInTextsReady());
  const { t } = useTranslation('shell');
  const role = useAppStore((s) => s.auth.role);
  const { search } = useLocation();
  const startSession = useStartAdminSession();
  const first: Step = invited ? { kind: 'invitation' } : { kind: 'password' };
  const [step, setStep] = useState<Step>(first);
  // Whether the reader moved past the first step (its heading takes the focus when it comes back).
  const [moved, setMoved] = useState(false);
  const go = (next: Step) => {
    setMoved(true);
    setStep(next);
  };

  useEffect(() => {
    document.title = t('shell.documentTitle', { page: t(invited ? 'adminSignIn.invitation.heading' : 'adminSignIn.password.heading') });
  }, [t, invited]);

  // Already signed in as an admin: straight to the console (the recovery codes still show once).
  if (role === 'ADMIN' && step.kind !== 'codes') return <Navigate to={returnPathOf(search) ?? '/admin'} replace />;

  const back = (
    <p>
      <button type="button" className="hw-admin-sign-in__link" onClick={() => go(first)}>
        {t(invited ? 'adminSignIn.invitation.startOver' : 'adminSignIn.startOver')}
      </button>
    </p>
  );
  switch (step.kind) {
    case 'password':
      return <PasswordStep onAnswer={go} opened={moved} />;
    case 'invitation':
      return <InvitationStep onAnswer={go} opened={moved} />;
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
