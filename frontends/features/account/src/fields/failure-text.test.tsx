/** @jest-environment jsdom */
import { ApiError, i18next, registerTexts } from '@helpwire/web-core';
import { act, renderHook } from '@testing-library/react';
import { resetBrowserState, setupAccountTexts } from '../testing';
import { useFailureText } from './failure-text';

const failed = (code: string, message: string) => new ApiError(message, 402, { statusCode: 402, message, error: 'Payment Required', code });

beforeAll(async () => {
  await setupAccountTexts();
  // A page that receives a payment code and translates it itself (decision 0040).
  await registerTexts({
    namespace: 'card-page',
    en: { codes: { PAYMENT_CARD_DECLINED: 'Your card was declined.' } },
    load: { ar: () => Promise.resolve({ codes: { PAYMENT_CARD_DECLINED: 'تم رفض بطاقتك.' } }) },
  });
});

afterEach(async () => {
  await resetBrowserState();
});

describe("useFailureText: a failed call said by its reason code, from the page's own texts", () => {
  it("shows the page's text of the code, not the server's wording, in English and in Arabic", async () => {
    const { result } = renderHook(() => useFailureText('card-page'));
    expect(result.current(failed('PAYMENT_CARD_DECLINED', 'card_declined'))).toBe('Your card was declined.');
    await act(() => i18next.changeLanguage('ar'));
    expect(result.current(failed('PAYMENT_CARD_DECLINED', 'card_declined'))).toBe('تم رفض بطاقتك.');
  });

  it('reads a code the page does not own from its owner (the account forms, the core)', async () => {
    const { result } = renderHook(() => useFailureText('card-page'));
    expect(result.current(failed('RATE_LIMITED', 'Slow down'))).toBe('Too many requests, please try again later.');
    expect(result.current(failed('AUTH_EMAIL_TAKEN', 'taken'))).toBe(i18next.t('codes.AUTH_EMAIL_TAKEN', { ns: 'account-forms' }));
    expect(result.current(failed('AUTH_EMAIL_TAKEN', 'taken'))).not.toBe('taken');
  });

  it("shows the server's message for a code nobody translates, and the fallback or the generic text when nothing failed with a message", async () => {
    const { result } = renderHook(() => useFailureText('card-page'));
    expect(result.current(failed('PAYMENT_LIMIT_EXCEEDED', 'Limit exceeded'))).toBe('Limit exceeded');
    expect(result.current(new Error('boom'), 'Could not save')).toBe('Could not save');
    expect(result.current(new Error('boom'))).toBe('Something went wrong. Please try again.');
    await act(() => i18next.changeLanguage('ar'));
    expect(result.current(new Error('boom'))).not.toBe('Something went wrong. Please try again.');
  });
});
