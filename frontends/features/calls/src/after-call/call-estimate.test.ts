import { estimateCallCents } from './call-estimate';

describe('estimateCallCents', () => {
  it('is nothing for a call never joined by both', () => expect(estimateCallCents(0, 45)).toBe(0));
  it('is the flat $0.60 under 3 minutes', () => {
    expect(estimateCallCents(1, 45)).toBe(60);
    expect(estimateCallCents(179, 45)).toBe(60);
  });
  it('charges every started minute at the rate from 3 minutes', () => {
    expect(estimateCallCents(180, 45)).toBe(135);
    expect(estimateCallCents(181, 45)).toBe(180);
    expect(estimateCallCents(3600, 50)).toBe(3000);
  });
});
