import { AuthMessages, type AdminChallenge } from '@helpwire/contracts';
import { authNames, type auth } from '@helpwire/proto';

/** An admin's second step as POST /auth/login/admin and /auth/login/admin/invitation answer it (decision 0064). */
export function adminChallengeJson(adminChallenge: auth.AdminChallenge | undefined): { data: AdminChallenge; message: string } {
  if (!adminChallenge) throw new Error('the auth service answered an admin sign-in without its second step');
  const { challenge, secret, otpauthUrl } = adminChallenge;
  if (authNames.secondFactorStepNames.nameOf(adminChallenge.step) === 'TOTP')
    return { data: { secondFactor: 'TOTP' as const, challenge }, message: AuthMessages.enterSecondFactor };
  return {
    data: { secondFactor: 'ENROLL' as const, challenge, secret: secret ?? '', otpauthUrl: otpauthUrl ?? '' },
    message: AuthMessages.setUpSecondFactor,
  };
}
