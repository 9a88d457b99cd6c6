/** @jest-environment jsdom */

import { setupShellI18n } from '../texts/shell-texts';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeLanguage } from '@helpwire/web-core';
import { resetBrowserState } from '../test/render-with-providers';
import { CookieBanner } from './CookieBanner';

const banner = () => screen.queryByRole('region', { name: 'Your language and cookies' });

function advance(ms: number): void {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

beforeAll(async () => {
  await setupShellI18n();
});

beforeEach(async () => {
  await resetBrowserState();
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('CookieBanner', () => {
  it('appears exactly 3 s after a first visit (no language cookie)', () => {
    render(<CookieBanner />);
    advance(2999);
    expect(banner()).toBeNull();
    advance(1);
    expect(banner()).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Your language and cookies' })).toBeTruthy();
  });

  it('never appears when the language cookie exists', () => {
    document.cookie = 'language=en; Path=/';
    render(<CookieBanner />);
    advance(60_000);
    expect(banner()).toBeNull();
  });

  it('Accept stores the language cookie for 7 days and hides the banner', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const cookieWrites = jest.spyOn(document, 'cookie', 'set');
    render(<CookieBanner />);
    advance(3000);

    await user.click(screen.getByRole('button', { name: 'Accept' }));

    expect(banner()).toBeNull();
    const languageWrites = cookieWrites.mock.calls.map(([value]) => String(value)).filter((value) => value.startsWith('language='));
    expect(languageWrites).toHaveLength(1);
    expect(languageWrites[0]).toMatch(/^language=en;/);
    expect(languageWrites[0]).toContain('Max-Age=604800');
    expect(document.cookie).toMatch(/(^|; )language=en(;|$)/);
    expect(localStorage.getItem('language')).toBe('en');
  });

  it('Accept with Arabic chosen switches the page to Arabic and keeps it for 7 days', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const cookieWrites = jest.spyOn(document, 'cookie', 'set');
    render(<CookieBanner />);
    advance(3000);

    await user.selectOptions(screen.getByRole('combobox', { name: /Show Helpwire in/ }), 'ar');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });

    expect(banner()).toBeNull();
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(localStorage.getItem('language')).toBe('ar');
    const last = cookieWrites.mock.calls
      .map(([value]) => String(value))
      .filter((value) => value.startsWith('language='))
      .at(-1);
    expect(last).toMatch(/^language=ar;.*Max-Age=604800/);
  });

  it('offers the language chosen before it appeared, and follows one chosen while it shows', () => {
    render(<CookieBanner />);
    advance(1000);
    act(() => storeLanguage('ar'));
    advance(2000);
    const select = screen.getByRole('combobox', { name: /Show Helpwire in/ }) as HTMLSelectElement;
    expect(select.value).toBe('ar');
    act(() => storeLanguage('fr'));
    expect(select.value).toBe('fr');
  });

  it('Cancel hides the banner without writing the cookie', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<CookieBanner />);
    advance(3000);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(banner()).toBeNull();
    expect(document.cookie).not.toMatch(/(^|; )language=/);
    expect(localStorage.getItem('language')).toBeNull();
  });
});
