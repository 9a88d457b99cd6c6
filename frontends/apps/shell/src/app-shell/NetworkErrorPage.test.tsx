/** @jest-environment jsdom */

import { setupShellI18n } from '../texts/shell-texts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NetworkErrorPage } from './NetworkErrorPage';

beforeAll(async () => {
  await setupShellI18n();
});

describe('NetworkErrorPage', () => {
  it('offline variant: "You\'re Offline" and the connection-lost text', () => {
    render(<NetworkErrorPage variant="offline" reload={jest.fn()} />);
    expect(screen.getByRole('heading', { name: "You're Offline" })).toBeTruthy();
    expect(screen.getByText('Internet connection lost. Please check your connection.')).toBeTruthy();
    expect(screen.queryByText('Network Error')).toBeNull();
  });

  it('error variant: "Network Error" and the network-or-server text', () => {
    render(<NetworkErrorPage variant="error" reload={jest.fn()} />);
    expect(screen.getByRole('heading', { name: 'Network Error' })).toBeTruthy();
    expect(screen.getByText('There was an error with the network or the server.')).toBeTruthy();
    expect(screen.queryByText("You're Offline")).toBeNull();
  });

  it.each(['offline', 'error'] as const)('%s variant: Retry reloads the page', async (variant) => {
    const user = userEvent.setup();
    const reload = jest.fn();
    render(<NetworkErrorPage variant={variant} reload={reload} />);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
