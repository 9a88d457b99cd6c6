import { CALL_ERROR_CODES, DISPUTE_ERROR_CODES, ERROR_CODES, PAYMENT_ERROR_CODES, RECORDING_ERROR_CODES, WITHDRAWAL_ERROR_CODES } from '@helpwire/contracts';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(__dirname, '..', '..');

/** Reason arguments that pass a reason through instead of naming one (the kit's own plumbing). */
const FORWARDED = new Set([
  'reason',
  'reasonsOf(error, code)',
  'TAKEN_REASON[field]',
  'errors.flatMap((e) => e.messages.map((_, i) => e.reasons[i] ?? e.reason))',
]);

/** Where the reason goes: the last argument of `new AppError(kind, message, reason)`, the second of the helpers. */
const CALLS: { pattern: RegExp; reasonAt: number }[] = [
  { pattern: /new AppError\(/g, reasonAt: 2 },
  { pattern: /AppError\.(?:invalid|notFound)\(/g, reasonAt: 1 },
];

/** The top-level arguments of the call whose "(" ends at `start` (strings and nesting respected). */
function argumentsAt(source: string, start: number): string[] {
  const args: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let current = '';
  for (let i = start; i < source.length; i++) {
    const ch = source[i]!;
    if (quote) {
      current += ch;
      if (ch === '\\') current += source[++i] ?? '';
      else if (ch === quote) quote = null;
      continue;
    }
    if (ch === "'" || ch === '"' || ch === '`') quote = ch;
    if ('([{'.includes(ch)) depth++;
    if (')]}'.includes(ch)) {
      if (depth === 0) {
        if (current.trim()) args.push(current.trim());
        return args;
      }
      depth--;
    }
    if (ch === ',' && depth === 0) {
      args.push(current.trim());
      current = '';
    } else current += ch;
  }
  return args;
}

/** Every AppError construction in `source` that names no reason, or one missing from the catalogue. */
function unreasonedErrors(source: string): string[] {
  const known = new Set<string>(ERROR_CODES);
  const problems: string[] = [];
  for (const { pattern, reasonAt } of CALLS) {
    for (const match of source.matchAll(pattern)) {
      const args = argumentsAt(source, match.index + match[0].length);
      const call = `${match[0]}${args.join(', ')})`;
      const reason = args[reasonAt];
      if (!reason) {
        problems.push(`${call}: no reason code`);
        continue;
      }
      const literals = [...reason.matchAll(/'([A-Za-z_]+)'/g)].map((m) => m[1]!);
      if (literals.length === 0 && !FORWARDED.has(reason)) problems.push(`${call}: the reason is not a catalogue literal`);
      for (const literal of literals)
        if (!known.has(literal)) problems.push(`${call}: ${literal} is not in the catalogue (packages/contracts/src/error-codes)`);
    }
  }
  return problems;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('every AppError the services and the gateway raise names a reason code from the catalogue', () => {
  it('finds a construction without a reason, and a reason the catalogue lacks', () => {
    expect(unreasonedErrors("throw new AppError('NOT_FOUND', 'Category not found');")).toHaveLength(1);
    expect(unreasonedErrors("throw AppError.invalid(['a', 'b']);")).toHaveLength(1);
    expect(unreasonedErrors("throw AppError.notFound(text, 'CATEGORY_GONE');")).toEqual([expect.stringContaining('CATEGORY_GONE is not in the catalogue')]);
    expect(unreasonedErrors("throw new AppError('ALREADY_EXISTS', f(a, 'x'), 'AUTH_EMAIL_TAKEN');")).toEqual([]);
  });

  it('holds for every source file under services/', () => {
    const problems = sourceFiles(join(root, 'services')).flatMap((file) =>
      unreasonedErrors(readFileSync(file, 'utf8')).map((p) => `${relative(root, file)}: ${p}`),
    );
    expect(problems).toEqual([]);
  });

  it('names every code once, in UPPER_SNAKE_CASE', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/);
  });
});

/**
 * Payment codes no web page receives: the provider's webhook (answered to the provider) and the
 * ledger's and charges' own refusals, which the payment service turns into the codes the pages
 * receive before an answer leaves it (a withdrawal past the balance is
 * PAYMENT_WITHDRAWAL_EXCEEDS_AVAILABLE).
 */
const NOT_SENT_TO_THE_WEB = new Set<string>([
  'PAYMENT_WEBHOOK_SIGNATURE_INVALID',
  'PAYMENT_INTENT_NOT_FOUND',
  'PAYMENT_INTENT_INVALID_STATE',
  'PAYMENT_IDEMPOTENCY_CONFLICT',
  'PAYMENT_INSUFFICIENT_FUNDS',
  'PAYMENT_LIMIT_EXCEEDED',
  'PAYMENT_ACCOUNT_NOT_FOUND',
  'PAYMENT_ACCOUNTS_MUST_DIFFER',
  'PAYMENT_CURRENCY_MISMATCH',
  'PAYMENT_AMOUNT_INVALID',
  'PAYMENT_TRANSFER_KIND_INVALID',
  'PAYMENT_TRANSFER_NOT_FOUND',
  'PAYMENT_PENDING_NOT_FOUND',
  'PAYMENT_PENDING_ALREADY_POSTED',
  'PAYMENT_PENDING_ALREADY_VOIDED',
  'PAYMENT_POST_EXCEEDS_PENDING',
  'PAYMENT_TRANSFER_NOT_REVERSIBLE',
  'PAYMENT_OWNER_INVALID',
]);

/**
 * Decision 0040: each reason code the gateway can send in the call, payment, withdrawal and dispute
 * domains is translated by the feature (or the app page) that receives it, from its own en and ar
 * texts (`codes.<CODE>` of that locales folder), never by the web core.
 */
const OWNERS: { folder: string; codes: readonly string[] }[] = [
  {
    folder: 'features/calls/src/call/locales',
    codes: [...CALL_ERROR_CODES, ...RECORDING_ERROR_CODES, 'REALTIME_CALL_NOT_ACCEPTED', 'PAYMENT_CALL_HOLD_NOT_FOUND'],
  },
  {
    folder: 'features/money/src/transactions/locales',
    codes: [
      'PAYMENT_TAB_CHARGE_FAILED',
      // The storage plan's page (decision 0085).
      'PAYMENT_PLAN_NOT_FOUND',
      'PAYMENT_PLAN_UNCHANGED',
      'PAYMENT_SUBSCRIPTION_NO_CARD',
      'PAYMENT_SUBSCRIPTION_NOT_FOUND',
      'PAYMENT_SUBSCRIPTION_NOTHING_TO_RESUME',
      'PAYMENT_SUBSCRIPTION_PAST_DUE',
      'PAYMENT_INVOICE_NOT_FOUND',
      'PAYMENT_INVOICE_NOT_REFUNDABLE',
      'PAYMENT_INVOICE_NOT_AWAITING_ACTION',
    ],
  },
  { folder: 'features/account/src/disputes/locales', codes: DISPUTE_ERROR_CODES },
  { folder: 'apps/helper/src/withdrawal/locales', codes: WITHDRAWAL_ERROR_CODES },
];
/** The user's payment page receives every other payment code sent to the web (its cards' failures). */
const OWNED_ELSEWHERE = new Set(OWNERS.flatMap((owner) => owner.codes));
OWNERS.push({ folder: 'apps/user/src/locales', codes: PAYMENT_ERROR_CODES.filter((code) => !OWNED_ELSEWHERE.has(code) && !NOT_SENT_TO_THE_WEB.has(code)) });

const frontends = join(root, 'frontends');
const codeTexts = (folder: string, language: string): Record<string, unknown> =>
  (JSON.parse(readFileSync(join(frontends, folder, `${language}.json`), 'utf8')) as { codes?: Record<string, unknown> }).codes ?? {};

/** The codes among `codes` without a non-empty text in the folder's en.json or ar.json, named by language. */
export function untranslated(folder: string, codes: readonly string[]): string[] {
  return ['en', 'ar'].flatMap((language) => {
    const texts = codeTexts(folder, language);
    return codes.filter((code) => typeof texts[code] !== 'string' || !(texts[code] as string).trim()).map((code) => `${language}: ${code}`);
  });
}

describe("every reason code of a feature's domain has its text in that feature, in English and Arabic (decision 0040)", () => {
  it.each(OWNERS)('$folder translates each code it can receive', ({ folder, codes }) => {
    expect(untranslated(folder, codes)).toEqual([]);
  });

  it('fails, naming the code, when a feature lacks a text in one language', () => {
    expect(untranslated('features/money/src/transactions/locales', ['PAYMENT_TAB_CHARGE_FAILED', 'PAYMENT_NOT_A_CODE'])).toEqual([
      'en: PAYMENT_NOT_A_CODE',
      'ar: PAYMENT_NOT_A_CODE',
    ]);
  });

  it('gives every call, recording, payment, withdrawal and dispute code an owner, unless no web page receives it', () => {
    const owned = new Set(OWNERS.flatMap((owner) => owner.codes));
    const domain = [...CALL_ERROR_CODES, ...RECORDING_ERROR_CODES, ...PAYMENT_ERROR_CODES, ...WITHDRAWAL_ERROR_CODES, ...DISPUTE_ERROR_CODES];
    expect(domain.filter((code) => !owned.has(code) && !NOT_SENT_TO_THE_WEB.has(code))).toEqual([]);
    expect([...NOT_SENT_TO_THE_WEB].filter((code) => owned.has(code) || !(ERROR_CODES as readonly string[]).includes(code))).toEqual([]);
  });

  it("keeps those codes out of the web core's texts, and each code's text in one folder only", () => {
    const core = ['en', 'ar'].flatMap((language) => Object.keys(codeTexts('platform/web-core/src/i18n/locales', language)));
    expect(core.filter((code) => /^(CALL|RECORDING|PAYMENT|DISPUTE)_/.test(code) || code === 'REALTIME_CALL_NOT_ACCEPTED')).toEqual([]);
    const folders = [...OWNERS.map((owner) => owner.folder), 'features/account/src/locales', 'platform/web-core/src/i18n/locales'];
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const folder of folders)
      for (const code of Object.keys(codeTexts(folder, 'en'))) {
        if (seen.has(code)) twice.push(`${code}: ${seen.get(code)} and ${folder}`);
        seen.set(code, folder);
      }
    expect(twice).toEqual([]);
  });
});
