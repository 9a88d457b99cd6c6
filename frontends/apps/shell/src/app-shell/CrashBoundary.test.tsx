/** @jest-environment jsdom */

import { setupShellI18n } from '../texts/shell-texts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CrashBoundary } from './CrashBoundary';
import { CrashPage } from './CrashPage';

function Broken(): never {
  throw new Error('render failed');
}

beforeAll(async () => {
  await setupShellI18n();
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('CrashBoundary', () => {
  it('renders its children while nothing throws', () => {
    render(
      <CrashBoundary>
        <p>All good</p>
      </CrashBoundary>,
    );
    expect(screen.getByText('All good')).toBeTruthy();
    expect(screen.queryByText('Page Crashed!')).toBeNull();
  });

  it('shows the crash page when a child throws while rendering', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <CrashBoundary>
        <Broken />
      </CrashBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Page Crashed!' })).toBeTruthy();
    expect(screen.getByText('Oops, there is an error!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});

describe('CrashPage', () => {
  it('Reload reloads the page', async () => {
    const user = userEvent.setup();
    const reload = jest.fn();
    render(<CrashPage reload={reload} />);
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
