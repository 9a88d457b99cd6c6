import { totpCode, totpStep, TOTP_PERIOD_SECONDS } from '../src/domain/totp';

/** A JSON POST to the REST API (path after /api/v1) answering the status and the envelope. */
export type PostJson = (path: string, body: unknown) => Promise<{ status: number; body: { message?: string; data?: unknown } }>;

export interface AdminSignIn {
  token: string;
  user: { id: string; role: { name: string } } & Record<string, unknown>;
  /** The admin's TOTP secret (base32), as the first sign-in offered it. */
  secret: string;
  /** The recovery codes, when this sign-in set the second factor up. */
  recoveryCodes?: string[];
}

/** The last step whose code this process sent, per secret: a code works once (decision 0064). */
const usedSteps = new Map<string, number>();
/** The secrets admins enrolled with in this process, per API and identifier. */
const secrets = new Map<string, string>();

/**
 * The code to send now for `secret`, as a quick human with an authenticator app would: the current
 * step's, or the next step's when this process already used the current one (the service accepts one
 * step of drift), waiting for the next step when both were used.
 */
export async function freshTotpCode(secret: string): Promise<string> {
  for (;;) {
    const now = totpStep(Date.now());
    const step = Math.max(now, (usedSteps.get(secret) ?? -1) + 1);
    if (step <= now + 1) {
      usedSteps.set(secret, step);
      return totpCode(secret, step);
    }
    const nextStepAt = (now + 1) * TOTP_PERIOD_SECONDS * 1000;
    await new Promise((resolve) => setTimeout(resolve, nextStepAt - Date.now() + 50));
  }
}

/**
 * Signs an admin in over HTTP as the web does: the password, then the second factor. On the first
 * sign-in the code is computed from the secret offered and enrols (the secret is remembered for this
 * API and identifier); later sign-ins send the current code. `scope` names the API (its base URL).
 */
export async function signInAdminWithSecondFactor(post: PostJson, scope: string, identifier: string, password: string): Promise<AdminSignIn> {
  const login = await post('/auth/login/admin', { identifier, password });
  const step = login.body.data as { secondFactor: 'TOTP' | 'ENROLL'; challenge: string; secret?: string } | undefined;
  if (login.status !== 200 || !step) throw new Error(`the admin sign-in of ${identifier} answered ${login.status}: ${login.body.message}`);
  const key = `${scope} ${identifier.toLowerCase()}`;
  if (step.secondFactor === 'ENROLL') {
    const secret = step.secret!;
    const enrolled = await post('/auth/login/admin/totp/enroll', { challenge: step.challenge, code: await freshTotpCode(secret) });
    if (enrolled.status !== 200) throw new Error(`the enrolment of ${identifier} answered ${enrolled.status}: ${enrolled.body.message}`);
    secrets.set(key, secret);
    return { ...(enrolled.body.data as Omit<AdminSignIn, 'secret'>), secret };
  }
  const secret = secrets.get(key);
  if (!secret) throw new Error(`${identifier} set TOTP up outside this process: its secret is unknown here`);
  const verified = await post('/auth/login/admin/totp', { challenge: step.challenge, code: await freshTotpCode(secret) });
  if (verified.status !== 200) throw new Error(`the second factor of ${identifier} answered ${verified.status}: ${verified.body.message}`);
  return { ...(verified.body.data as Omit<AdminSignIn, 'secret'>), secret };
}
