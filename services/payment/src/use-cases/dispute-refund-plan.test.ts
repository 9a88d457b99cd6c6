import { planRefund, planTotal, proportion, refundable, type ChargedCallMoney } from './dispute-refund-plan';

/** A $10.00 call, 20 % commission ($2.00), captured from its hold. */
const captured: ChargedCallMoney = { priceMinor: 1000n, commissionMinor: 200n, capturedMinor: 1000n, tabMinor: 0n, tabPaid: false, released: false };
/** A $0.60 call on the unpaid tab (48¢ share, 12¢ commission). */
const onTab: ChargedCallMoney = { priceMinor: 60n, commissionMinor: 12n, capturedMinor: 0n, tabMinor: 60n, tabPaid: false, released: false };
/** A $16.00 call longer than its $13.50 hold: $13.50 captured, $2.50 on the tab. */
const split: ChargedCallMoney = { priceMinor: 1600n, commissionMinor: 320n, capturedMinor: 1350n, tabMinor: 250n, tabPaid: false, released: false };

describe('planRefund', () => {
  it('a full refund of a captured call: all to the card, the helper gives back their whole share', () => {
    expect(planRefund(captured, 1000n, [])).toEqual({ cardMinor: '1000', paidTabMinor: '0', unpaidTabMinor: '0', helperCardMinor: '800', helperTabMinor: '0' });
  });

  it('a partial refund: the helper gives back their share of it in proportion (rounded half away from zero)', () => {
    expect(planRefund(captured, 333n, [])).toEqual({ cardMinor: '333', paidTabMinor: '0', unpaidTabMinor: '0', helperCardMinor: '266', helperTabMinor: '0' }); // 266.4
    expect(planRefund(captured, 5n, [])!.helperCardMinor).toBe('4');
    expect(proportion(3n, 1n, 2n)).toBe(2n); // 1.5 → 2
  });

  it('a tab-only call: the refund only reduces the tab', () => {
    expect(planRefund(onTab, 60n, [])).toEqual({ cardMinor: '0', paidTabMinor: '0', unpaidTabMinor: '60', helperCardMinor: '0', helperTabMinor: '48' });
  });

  it('a split call: the unpaid tab first, then the card; the helper share split across both legs', () => {
    const plan = planRefund(split, 1000n, [])!;
    expect(plan).toEqual({ cardMinor: '750', paidTabMinor: '0', unpaidTabMinor: '250', helperCardMinor: '600', helperTabMinor: '200' });
    expect(BigInt(plan.helperCardMinor) + BigInt(plan.helperTabMinor)).toBe(800n); // 80 % of 1000
    expect(planRefund(split, 1600n, [])).toMatchObject({ cardMinor: '1350', unpaidTabMinor: '250', helperCardMinor: '1080', helperTabMinor: '200' });
  });

  it('a tab part already charged goes back to the card through the tab charge', () => {
    expect(planRefund({ ...split, tabPaid: true }, 1600n, [])).toEqual({
      cardMinor: '1350',
      paidTabMinor: '250',
      unpaidTabMinor: '0',
      helperCardMinor: '1280',
      helperTabMinor: '0',
    });
  });

  it('after the release the platform carries the whole refund', () => {
    expect(planRefund({ ...captured, released: true }, 1000n, [])).toEqual({
      cardMinor: '1000',
      paidTabMinor: '0',
      unpaidTabMinor: '0',
      helperCardMinor: '0',
      helperTabMinor: '0',
    });
    expect(planRefund({ ...onTab, released: true }, 60n, [])!.helperTabMinor).toBe('0');
  });

  it('never more than is left: earlier refunds of the call count, leg by leg', () => {
    const first = planRefund(split, 300n, [])!;
    expect(first).toMatchObject({ unpaidTabMinor: '250', cardMinor: '50' });
    expect(refundable(split, [first])).toBe(1300n);
    expect(planRefund(split, 1301n, [first])).toBeUndefined();
    const second = planRefund(split, 1300n, [first])!;
    expect(second).toMatchObject({ unpaidTabMinor: '0', cardMinor: '1300' });
    expect(planTotal(first) + planTotal(second)).toBe(1600n);
    expect(planRefund(captured, 1001n, [])).toBeUndefined();
    expect(planRefund(captured, 0n, [])).toBeUndefined();
  });
});
