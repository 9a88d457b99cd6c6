/**
 * Fields that must never reach a log line: secrets, tokens, card and bank data, and personal data.
 * pino's redaction matches exact paths; the list covers the field at the top level and at the
 * depths our log objects use (request bodies, nested payloads, error details).
 */
export const sensitiveFieldNames: readonly string[] = [
  'password',
  'confirmPassword',
  'currentPassword',
  'newPassword',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'secret',
  'otp',
  'code',
  'cardNumber',
  'card_number',
  'cvc',
  'cvv',
  'expiry',
  // A Stripe client secret lets its holder confirm the setup or payment with a card.
  'clientSecret',
  'client_secret',
  'accountNumber',
  'routingNumber',
  'swiftCode',
  'iban',
  // A helper's bank details (spec §3), as REST and the gRPC messages name them.
  'accountName',
  'bankName',
  'branchName',
  'account_number',
  'routing_number',
  'swift_code',
  'account_name',
  'bank_name',
  'branch_name',
  'BANK_DETAILS_KEY',
  // An admin's second factor (decision 0064): the sign-in step's challenge, the TOTP secret (plain,
  // in a URL, sealed), recovery codes and the key sealing the secrets ('secret' and 'code' are above).
  'challenge',
  'otpauthUrl',
  'otpauth_url',
  'sealedSecret',
  'sealed_secret',
  'recoveryCode',
  'recoveryCodes',
  'recovery_code',
  'recovery_codes',
  'TOTP_SECRET_KEY',
  // Web push: the VAPID private key signs as the product; a subscription's keys let anyone push to that browser.
  'privateKey',
  'VAPID_PRIVATE_KEY',
  'p256dh',
  // Twilio's credentials (TwilioSettings, the env).
  'authToken',
  'TWILIO_AUTH_TOKEN',
  'SMTP_URL',
  'email',
  'phone',
  'phoneNumber',
];

const headerPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'metadata.authorization',
];

export function redactionPaths(): string[] {
  const paths = [...headerPaths];
  for (const field of sensitiveFieldNames) {
    paths.push(field, `*.${field}`, `*.*.${field}`, `*.*.*.${field}`);
  }
  return paths;
}

export const REDACTED = '[redacted]';
