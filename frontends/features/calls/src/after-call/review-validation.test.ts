import en from './locales/en.json';
import { reviewProblem } from './review-validation';

const textOf = (key: string | null) => key && key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);

describe('reviewProblem (spec §5 Review texts)', () => {
  it('needs stars or text', () => expect(textOf(reviewProblem(0, ''))).toBe('Must provide rating or review to submit'));
  it('refuses stars out of 1–5', () => expect(textOf(reviewProblem(7, 'ok'))).toBe('Please provide a rating.'));
  it('refuses text of spaces only', () => expect(textOf(reviewProblem(4, '   '))).toBe('Please write a review.'));
  it('takes stars alone, text alone, or both', () => {
    expect(reviewProblem(5, '')).toBeNull();
    expect(reviewProblem(0, 'Great help')).toBeNull();
    expect(reviewProblem(3, 'Fine')).toBeNull();
  });
});
