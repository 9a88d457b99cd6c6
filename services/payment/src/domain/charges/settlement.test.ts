import { settleCall } from './settlement';

const settle = (billableSeconds: number, rate: number, hold: number, holdPlaced = true, bp = 2000) =>
  settleCall({ billableSeconds, rateMinor: BigInt(rate), holdMinor: BigInt(hold), holdPlaced, commissionBasisPoints: bp, currency: 'USD' });
const cents = (s: ReturnType<typeof settle>) => ({
  price: s.price.amountMinor,
  commission: s.commission.amountMinor,
  capture: s.capture.amountMinor,
  tab: s.tab.amountMinor,
  legs: s.legs.map((l) => [l.payer, l.amount.amountMinor, l.commission.amountMinor, l.share.amountMinor]),
});

describe('settleCall (decision 0031)', () => {
  it('charges nothing for a call in which the two were never together', () => {
    expect(cents(settle(0, 45, 1350))).toEqual({ price: 0n, commission: 0n, capture: 0n, tab: 0n, legs: [] });
  });

  it('puts a short call ($0.60) on the tab: 48¢ to the helper, 12¢ commission', () => {
    expect(cents(settle(100, 45, 1350))).toEqual({ price: 60n, commission: 12n, capture: 0n, tab: 60n, legs: [['TAB', 60n, 12n, 48n]] });
  });

  it('puts a call under $5 on the tab and captures one of $5 or more from the hold', () => {
    expect(cents(settle(11 * 60, 45, 1350)).legs).toEqual([['TAB', 495n, 99n, 396n]]);
    expect(cents(settle(12 * 60, 45, 1350))).toEqual({ price: 540n, commission: 108n, capture: 540n, tab: 0n, legs: [['CARD', 540n, 108n, 432n]] });
  });

  it('captures at most the hold; the rest of a longer call goes to the tab, and the legs add up', () => {
    const s = settle(31 * 60 + 1, 45, 1350);
    expect(cents(s)).toEqual({
      price: 1440n,
      commission: 288n,
      capture: 1350n,
      tab: 90n,
      legs: [
        ['CARD', 1350n, 270n, 1080n],
        ['TAB', 90n, 18n, 72n],
      ],
    });
  });

  it('puts everything on the tab when no hold was placed', () => {
    expect(cents(settle(40 * 60, 45, 0, false)).legs).toEqual([['TAB', 1800n, 360n, 1440n]]);
  });

  it('never loses or makes a cent, whatever the length, rate, hold and commission', () => {
    for (let i = 0; i < 5000; i++) {
      const rate = 1 + ((i * 37) % 997);
      const s = settle((i * 53) % 7200, rate, Math.max(30 * rate, 60), i % 7 !== 0, (i * 131) % 10001);
      const sum = (pick: (l: (typeof s.legs)[number]) => bigint) => s.legs.reduce((t, l) => t + pick(l), 0n);
      expect(sum((l) => l.amount.amountMinor)).toBe(s.price.amountMinor);
      expect(sum((l) => l.commission.amountMinor)).toBe(s.commission.amountMinor);
      expect(s.capture.amountMinor + s.tab.amountMinor).toBe(s.price.amountMinor);
      for (const leg of s.legs) expect(leg.share.amountMinor >= 0n && leg.commission.amountMinor >= 0n).toBe(true);
    }
  });
});
