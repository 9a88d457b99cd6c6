import type { Transaction } from '@helpwire/service-kit';
import { generateCode } from '../domain/one-time-code';
import { verificationMessage } from '../adapters/messaging/verification-messages';
import { storeCode, type OtpPurpose } from '../store/otp-store';
import type { AuthDeps } from './deps';

/**
 * Stores a fresh code in the caller's transaction and returns the delivery to run after commit
 * (a code is never sent for a change that rolled back). The code goes by e-mail and, when the account
 * has a phone, by SMS too — except a code that proves a new e-mail address, which goes there only. A
 * phone-only account gets it by SMS alone, and a failed SMS is then the caller's (decision 0060).
 */
export async function prepareCode(
  deps: AuthDeps,
  tx: Transaction,
  account: { id: string; email: string | null; phone?: string | null },
  purpose: Exclude<OtpPurpose, 'ADMIN_INVITE'>,
  language: string,
) {
  const code = generateCode();
  await storeCode(tx, account.id, purpose, code, deps.secret);
  const message = verificationMessage(purpose, code, language);
  const phone = purpose === 'EMAIL_CHANGE' ? null : account.phone;
  const email = account.email;
  return async () => {
    if (email) await deps.messages.send({ channel: 'email', to: email, ...message });
    if (phone) await deps.messages.send({ channel: 'sms', to: phone, ...message, essential: !email });
  };
}
