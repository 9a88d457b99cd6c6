import { Button, TextField } from '@helpwire/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { useLocation } from '@helpwire/libs/router';
import { adminSignInApi } from './admin-sign-in-api';
import { Failure, StepCard, useStepSubmit, type Step } from './step-card';

/**
 * /admin/invitation's first step (decision 0083): the invited e-mail, the code the invitation sent
 * and a new password twice (the e-mail and code filled from the link's query when it has them); the
 * answer is the authenticator app's enrolment, as at any admin's first sign-in.
 */
export function InvitationStep({ onAnswer, opened }: { onAnswer: (step: Step) => void; opened: boolean }) {
  const { t } = useTranslation('shell');
  const query = new URLSearchParams(useLocation().search);
  const [email, setEmail] = useState(query.get('email') ?? '');
  const [code, setCode] = useState(query.get('code') ?? '');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { busy, failure, setFailure, submit } = useStepSubmit(
    () => adminSignInApi.invitation({ email: email.trim(), code: code.replace(/\s+/g, ''), password, confirmPassword }),
    ({ data }) => onAnswer(data.secondFactor === 'ENROLL' ? { kind: 'enroll', ...data } : { kind: 'code', challenge: data.challenge, recovery: false }),
  );
  const onSubmit = (event: FormEvent) => {
    if (!email.trim() || !/^\d{6}$/.test(code.replace(/\s+/g, '')) || !password) {
      event.preventDefault();
      return setFailure(t('adminSignIn.invitation.required'));
    }
    if (password !== confirmPassword) {
      event.preventDefault();
      return setFailure(t('adminSignIn.invitation.mismatch'));
    }
    void submit(event);
  };
  return (
    <StepCard heading={t('adminSignIn.invitation.heading')} intro={t('adminSignIn.invitation.intro')} focus={opened}>
      <form className="hw-auth-form" noValidate onSubmit={onSubmit}>
        <TextField
          label={t('adminSignIn.password.identifier')}
          name="email"
          type="email"
          autoComplete="username"
          dir="ltr"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label={t('adminSignIn.invitation.code')}
          name="code"
          className="hw-input hw-admin-sign-in__code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          dir="ltr"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <TextField
          label={t('adminSignIn.invitation.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          label={t('adminSignIn.invitation.confirmPassword')}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
        />
        <Failure text={failure} />
        <Button type="submit" className="hw-auth-submit" busy={busy}>
          {t('adminSignIn.invitation.submit')}
        </Button>
      </form>
    </StepCard>
  );
}
