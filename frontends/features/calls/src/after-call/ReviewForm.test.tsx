/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupI18n } from '@helpwire/web-core';
import { ReviewForm } from './ReviewForm';
import { afterCallTextsReady } from './texts';

const mutate = jest.fn();
jest.mock('./after-call-api', () => ({ useGiveReview: () => ({ mutate, isPending: false, data: undefined }) }));

beforeAll(async () => {
  await setupI18n();
  await afterCallTextsReady();
});
beforeEach(() => mutate.mockReset());

describe('the after-call review form (spec §5 Review)', () => {
  it('says "Must provide rating or review to submit" and sends nothing without stars or text', async () => {
    render(<ReviewForm side="USER" callId="HW-1" existing={null} />);
    expect(screen.getByRole('form', { name: 'Review your helper' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(screen.getByRole('alert').textContent).toBe('Must provide rating or review to submit');
    expect(mutate).not.toHaveBeenCalled();
  });

  it('"Please write a review." for text of spaces; the error goes as it is fixed; stars and text are sent', async () => {
    render(<ReviewForm side="HELPER" callId="HW-2" existing={null} />);
    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your review' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(screen.getByRole('alert').textContent).toBe('Please write a review.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Your review' }), 'Clear and patient');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(mutate).toHaveBeenCalledWith({ callId: 'HW-2', rating: 4, review: 'Clear and patient' }, expect.anything());
  });

  it('a stored review is shown instead of the form', () => {
    render(
      <ReviewForm side="USER" callId="HW-3" existing={{ callId: 'HW-3', side: 'USER', rating: 5, review: 'Great', createdAt: '2026-11-24T10:00:00.000Z' }} />,
    );
    expect(screen.queryByRole('button', { name: 'Submit review' })).toBeNull();
    expect(screen.getByRole('img', { name: '5 stars' })).toBeTruthy();
    expect(screen.getByText('Great')).toBeTruthy();
  });
});
