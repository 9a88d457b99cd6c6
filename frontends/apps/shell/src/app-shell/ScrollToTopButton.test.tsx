/** @jest-environment jsdom */

import { setupShellI18n } from '../texts/shell-texts';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScrollToTopButton } from './ScrollToTopButton';

function scrollTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

const button = () => screen.queryByRole('button', { name: 'Back to top' });

beforeAll(async () => {
  await setupShellI18n();
});

beforeEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
});

describe('ScrollToTopButton', () => {
  it('is hidden at the top of the page', () => {
    render(<ScrollToTopButton />);
    expect(button()).toBeNull();
  });

  it('stays hidden at 200 px and appears at 201 px', () => {
    render(<ScrollToTopButton />);
    scrollTo(200);
    expect(button()).toBeNull();
    scrollTo(201);
    expect(button()).not.toBeNull();
  });

  it('hides again when scrolled back up', () => {
    render(<ScrollToTopButton />);
    scrollTo(500);
    expect(button()).not.toBeNull();
    scrollTo(100);
    expect(button()).toBeNull();
  });

  it('shows at once when the page opens already scrolled', () => {
    Object.defineProperty(window, 'scrollY', { value: 800, configurable: true, writable: true });
    render(<ScrollToTopButton />);
    expect(button()).not.toBeNull();
  });

  it('scrolls back to the top when clicked', async () => {
    const user = userEvent.setup();
    const scroll = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<ScrollToTopButton />);
    scrollTo(300);
    await user.click(button()!);
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scroll.mockRestore();
  });
});
