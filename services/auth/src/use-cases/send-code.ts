import type { Transaction } from '@helpwire/service-kit';
import { generateCode } from '../domain/one-time-code';
import { verificationMessage } from '../messaging/verification-messages';
import { storeCode, type OtpPurpose } from '../store/otp-store';
import type { AuthDeps } from './deps';

/**
 * Stores a fresh code in the caller's transaction and returns the delivery to run after commit
 * (a code is never mailed for a change that rolled back).
 */
export async function prepareCode(deps: AuthDeps, tx: Transaction, account: { id: string; email: string }, purpose: OtpPurpose, language: string) {
  const code = generateCode();
  await storeCode(tx, account.id, purpose, code, deps.secret);
  const message = verificationMessage(purpose, code, language);
  return () => deps.messages.send({ channel: 'email', to: account.email, ...message });
}
