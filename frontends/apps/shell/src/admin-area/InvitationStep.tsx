import { TextField } from '@helpwire/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { useLocation } from '@helpwire/libs/router';
import { adminSignInApi } from './admin-sign-in-api';
import { SixDigitField, StepCard, StepForm, useStepSubmit, type Step } from './step-card';

type Typed = { email: string; code: string; password: string; confirmPassword: string };

/**
 * /admin/invitation's first step (decision 0083): the invited e-mail, the code the invitation sent
 * and a new password twice (the e-mail and code filled from the link's query when it has them); the
 * answer is the authenticator app's enrolment, as at any admin's first sign-in.
 */
export function InvitationStep({ onAnswer, opened }: { onAnswer: (step: Step) => void; opened: boolean }) {
  const { t } = useTranslation('shell');
  const query = new URLSearchParams(useLocation().search);
  const [typed, setTyped] = useState<Typed>({ email: query.get('email') ?? '', code: query.get('code') ?? '', password: '', confirmPassword: '' });
  const type = (name: keyof Typed) => (value: string) => setTyped((current) => ({ ...current, [name]: value }));
  const { busy, failure, setFailure, submit } = useStepSubmit(
    () => adminSignInApi.invitation({ ...typed, email: typed.email.trim(), code: typed.code.replace(/\s+/g, '') }),
    ({ data }) => onAnswer(data.secondFactor === 'ENROLL' ? { kind: 'enroll', ...data } : { kind: 'code', challenge: data.challenge, recovery: false }),
  );
  const onSubmit = (event: FormEvent) => {
    const missing = !typed.email.trim() || !/^\d{6}$/.test(typed.code.replace(/\s+/g, '')) || !typed.password;
    const refusal = missing ? 'adminSignIn.invitation.required' : typed.password !== typed.confirmPassword ? 'adminSignIn.invitation.mismatch' : undefined;
    if (!refusal) return void submit(event);
    event.preventDefault();
    setFailure(t(refusal));
  };
  const passwords = [
    ['password', 'adminSignIn.invitation.password'],
    ['confirmPassword', 'adminSignIn.invitation.confirmPassword'],
  ] as const;
  return (
    <StepCard heading={t('adminSignIn.invitation.heading')} intro={t('adminSignIn.invitation.intro')} focus={opened}>
      <StepForm onSubmit={onSubmit} failure={failure} busy={busy} submitLabel={t('adminSignIn.invitation.submit')}>
        <TextField
          label={t('adminSignIn.password.identifier')}
          name="email"
          type="email"
          autoComplete="username"
          dir="ltr"
          value={typed.email}
          onChange={(event) => type('email')(event.target.value)}
        />
        <SixDigitField label={t('adminSignIn.invitation.code')} value={typed.code} onChange={type('code')} />
        {passwords.map(([name, label]) => (
          <TextField
            key={name}
            label={t(label)}
            name={name}
            type="password"
            autoComplete="new-password"
            value={typed[name]}
            onChange={(event) => type(name)(event.target.value)}
          />
        ))}
      </StepForm>
    </StepCard>
  );
}
