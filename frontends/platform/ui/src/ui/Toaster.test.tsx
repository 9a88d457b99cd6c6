/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupI18n } from '@helpwire/web-core';
import { toast, useToasts } from '@helpwire/web-core';
import { Toaster } from './Toaster';

beforeAll(async () => {
  await setupI18n();
});

beforeEach(() => {
  jest.useFakeTimers();
  useToasts.setState({ toasts: [] });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('Toaster', () => {
  it('renders a success toast as a status with data-kind="success"', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Subscribe Successful');
    });
    const item = screen.getByRole('status');
    expect(item.textContent).toContain('Subscribe Successful');
    expect(item.getAttribute('data-kind')).toBe('success');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('renders an error toast as an alert with data-kind="error"', () => {
    render(<Toaster />);
    act(() => {
      toast.error('Role not allowed');
    });
    const item = screen.getByRole('alert');
    expect(item.textContent).toContain('Role not allowed');
    expect(item.getAttribute('data-kind')).toBe('error');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('removes a toast after the default 5000 ms', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Saved');
    });
    act(() => {
      jest.advanceTimersByTime(4999);
    });
    expect(screen.queryByText('Saved')).not.toBeNull();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('honours a custom duration', () => {
    render(<Toaster />);
    act(() => {
      toast.error('Short', 1500);
    });
    act(() => {
      jest.advanceTimersByTime(1499);
    });
    expect(screen.queryByText('Short')).not.toBeNull();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Short')).toBeNull();
  });

  it('a new outcome replaces the last toast: a failure then a success leaves only the green one', () => {
    render(<Toaster />);
    act(() => {
      toast.error('Something went wrong');
    });
    act(() => {
      toast.success('Profile updated');
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getAllByRole('status').map((item) => item.textContent)).toEqual(['Profile updated']);
    // The replaced toast's timer does not take the new one away early.
    act(() => {
      jest.advanceTimersByTime(4999);
    });
    expect(screen.queryByText('Profile updated')).not.toBeNull();
  });

  it('lets the reader dismiss a toast early', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Toaster />);
    act(() => {
      toast.success('Dismiss me');
    });
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Dismiss me')).toBeNull();
  });
});
