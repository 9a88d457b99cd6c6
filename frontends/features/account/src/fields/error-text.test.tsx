/** @jest-environment jsdom */
import { AuthMessages, AuthTexts, FileTexts, ValidationTexts } from '@helpwire/contracts';
import { i18next } from '@helpwire/web-core';
import { act, renderHook } from '@testing-library/react';
import { useTranslation } from '@helpwire/libs/i18n';
import { resetBrowserState, setupAccountTexts } from '../testing';
import { UPLOAD_FAILED } from '../upload/upload-file';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import { translateFailure, translateText } from './error-text';

beforeAll(async () => {
  await setupAccountTexts();
});

afterEach(async () => {
  await resetBrowserState();
});

const translate = () => renderHook(() => useTranslation('account-forms')).result;

describe('the account forms say a contracts text by the name of its constant, never by its wording', () => {
  const groups = { auth: AuthTexts, messages: AuthMessages, file: FileTexts } as const;

  it('holds each text under its constant’s name, in English as the contract says it and in Arabic', () => {
    for (const [group, texts] of Object.entries(groups)) {
      const english = (en.texts as Record<string, Record<string, string>>)[group] ?? {};
      const arabic = (ar.texts as Record<string, Record<string, string>>)[group] ?? {};
      // Every success answer of the identity routes has its translation.
      if (group === 'messages') expect(Object.keys(english).sort()).toEqual(Object.keys(AuthMessages).sort());
      for (const [name, text] of Object.entries(english)) {
        expect(`${group}.${name}: ${text}`).toBe(`${group}.${name}: ${(texts as Record<string, unknown>)[name]}`);
        expect(`${group}.${name}: ${typeof arabic[name]}`).toBe(`${group}.${name}: string`);
      }
    }
    // No English wording is a key anywhere in the locale.
    const keysOf = (value: unknown, path = ''): string[] =>
      value && typeof value === 'object' ? Object.entries(value).flatMap(([key, inner]) => [`${path}${key}`, ...keysOf(inner, `${path}${key}.`)]) : [];
    expect(keysOf(en).filter((key) => key.includes(' '))).toEqual([]);
  });

  it('translates the texts the forms show: validation, success answers, the upload’s own failure', async () => {
    const t = translate();
    await act(() => i18next.changeLanguage('ar'));
    for (const text of [AuthTexts.invalidPhone, AuthMessages.verified, FileTexts.onlyPdf, ValidationTexts.mustBeEmail, UPLOAD_FAILED]) {
      const shown = translateText(t.current.t, text);
      expect(`${text} → ${/[\u0600-\u06ff]/.test(shown)}`).toBe(`${text} → true`);
    }
    await act(() => i18next.changeLanguage('en'));
    expect(translateText(translate().current.t, AuthTexts.invalidPhone)).toBe('Invalid phone number');
  });

  it('shows a text it does not know as it came, and a failure by its reason code first', async () => {
    const t = translate().current.t;
    expect(translateText(t, 'A text of tomorrow')).toBe('A text of tomorrow');
    expect(translateFailure(t, { code: 'AUTH_SOCIAL_EMAIL_NOT_VERIFIED', message: 'the server wording' })).toBe(en.codes.AUTH_SOCIAL_EMAIL_NOT_VERIFIED);
    expect(translateFailure(t, { code: 'NOBODY_KNOWS', message: AuthTexts.invalidPhone })).toBe('Invalid phone number');
  });
});
