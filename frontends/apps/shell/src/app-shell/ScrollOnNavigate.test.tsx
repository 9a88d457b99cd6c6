/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useNavigate } from '@helpwire/libs/router';
import { ScrollOnNavigate } from './ScrollOnNavigate';

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Back
    </button>
  );
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={['/', path]} initialIndex={1}>
      <ScrollOnNavigate />
      <Link to="/about-us">About Us</Link>
      <BackButton />
    </MemoryRouter>,
  );
}

const scrollTo = jest.fn();

beforeEach(() => {
  scrollTo.mockClear();
  Object.defineProperty(window, 'scrollTo', { value: scrollTo, configurable: true, writable: true });
});

describe('ScrollOnNavigate', () => {
  it('opens a new page at its top', async () => {
    renderAt('/services');
    scrollTo.mockClear();
    await userEvent.setup().click(screen.getByRole('link', { name: 'About Us' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('leaves back and forward to the browser (its own scroll restoration)', async () => {
    renderAt('/services');
    scrollTo.mockClear();
    await act(async () => {
      await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));
    });
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
