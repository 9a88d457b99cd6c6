/** @jest-environment jsdom */
import { setupShellI18n } from '../texts/shell-texts';
import { Toaster } from '@helpwire/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetBrowserState } from '../test/render-with-providers';
import { LanguagePicker } from './LanguagePicker';

const SPEC_CODES = [
  'en',
  'ar',
  'ur',
  'fr',
  'de',
  'es',
  'pt',
  'ru',
  'tr',
  'fa',
  'hi',
  'zh-CN',
  'zh-TW',
  'ja',
  'ko',
  'it',
  'nl',
  'el',
  'he',
  'th',
  'id',
  'vi',
  'ms',
];

/** The globe button; its label follows the interface language, so find it by the panel it controls. */
function toggle(): HTMLElement {
  const button = document.querySelector<HTMLElement>('.hw-dropdown > button[aria-controls]');
  if (!button) throw new Error('language picker button not found');
  return button;
}

function shownCodes(): string[] {
  return within(screen.getByRole('list'))
    .getAllByRole('button')
    .map((button) => button.getAttribute('lang') ?? '');
}

beforeAll(async () => {
  await setupShellI18n();
});

beforeEach(async () => {
  await resetBrowserState();
});

describe('LanguagePicker', () => {
  it('is closed at first and opens with all 23 languages of spec §1', async () => {
    const user = userEvent.setup();
    render(<LanguagePicker />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');

    await user.click(toggle());

    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(shownCodes()).toEqual(SPEC_CODES);
    expect(screen.getByRole('searchbox', { name: 'Search languages' })).toBeTruthy();
  });

  it('filters with a trimmed, case-insensitive search on label or code', async () => {
    const user = userEvent.setup();
    render(<LanguagePicker />);
    await user.click(toggle());
    const search = screen.getByRole('searchbox', { name: 'Search languages' });

    await user.type(search, '  DEUTSCH ');
    expect(shownCodes()).toEqual(['de']);

    await user.clear(search);
    await user.type(search, 'ZH');
    expect(shownCodes()).toEqual(['zh-CN', 'zh-TW']);

    await user.clear(search);
    expect(shownCodes()).toHaveLength(23);
  });

  it('finds a language by its English name too ("Arabic", "french")', async () => {
    const user = userEvent.setup();
    render(<LanguagePicker />);
    await user.click(toggle());
    const search = screen.getByRole('searchbox', { name: 'Search languages' });
    await user.type(search, 'Arabic');
    expect(shownCodes()).toEqual(['ar']);
    await user.clear(search);
    await user.type(search, 'french');
    expect(shownCodes()).toEqual(['fr']);
  });

  it('lists plain buttons, no button inside an option (axe nested-interactive)', async () => {
    const user = userEvent.setup();
    render(<LanguagePicker />);
    await user.click(toggle());
    expect(document.querySelectorAll('[role="option"] button, [role="listbox"]')).toHaveLength(0);
    expect(toggle().getAttribute('aria-controls')).toBe(document.querySelector('.hw-language-picker')?.id);
  });

  it('shows "No matches" when nothing matches', async () => {
    const user = userEvent.setup();
    render(<LanguagePicker />);
    await user.click(toggle());
    await user.type(screen.getByRole('searchbox', { name: 'Search languages' }), 'xyz');
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('No matches');
  });

  it('closes on a click outside, but not on a click inside', async () => {
    const user = userEvent.setup();
    render(
      <>
        <p>Elsewhere on the page</p>
        <LanguagePicker />
      </>,
    );
    await user.click(toggle());
    await user.click(screen.getByRole('searchbox', { name: 'Search languages' }));
    expect(screen.queryByRole('list')).not.toBeNull();

    await user.click(screen.getByText('Elsewhere on the page'));
    expect(screen.queryByRole('list')).toBeNull();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    render(<LanguagePicker />);
    await user.click(toggle());
    expect(screen.queryByRole('list')).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('choosing Arabic mirrors the page and remembers it; choosing English turns it back', async () => {
    const user = userEvent.setup();
    render(<LanguagePicker />);
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: /العربية/ }));

    await waitFor(() => expect(document.documentElement.getAttribute('dir')).toBe('rtl'));
    expect(document.documentElement.getAttribute('lang')).toBe('ar');
    expect(localStorage.getItem('language')).toBe('ar');
    expect(document.cookie).toMatch(/(^|; )language=ar(;|$)/);
    expect(screen.queryByRole('list')).toBeNull();
    expect(toggle().textContent).toContain('ar');
    expect(toggle().getAttribute('aria-label')).toBe('اللغة: ar');

    await user.click(toggle());
    expect(screen.getByRole('button', { name: /العربية/ }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: /English/ }).getAttribute('aria-current')).toBeNull();
    await user.click(screen.getByRole('button', { name: /English/ }));

    await waitFor(() => expect(document.documentElement.getAttribute('dir')).toBe('ltr'));
    expect(document.documentElement.getAttribute('lang')).toBe('en');
    expect(localStorage.getItem('language')).toBe('en');
    expect(document.cookie).toMatch(/(^|; )language=en(;|$)/);
    expect(toggle().getAttribute('aria-label')).toBe('Language: en');
  });

  it('a machine-translated language without the widget falls back to English and says so', async () => {
    const user = userEvent.setup();
    render(
      <>
        <LanguagePicker />
        <Toaster />
      </>,
    );
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: /Deutsch/ }));

    expect((await screen.findByRole('alert')).textContent).toContain('Automatic translation is not available right now, so Helpwire is shown in English.');
    expect(localStorage.getItem('language')).toBe('en');
    expect(toggle().textContent).toContain('en');
  });
});
