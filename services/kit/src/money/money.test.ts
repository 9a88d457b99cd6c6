import { Money } from './money';

describe('Money', () => {
  it('keeps integer minor units and refuses floats, unsafe numbers and bad currencies', () => {
    expect(Money.of(1050, 'USD').amountMinor).toBe(1050n);
    expect(() => Money.of(10.5, 'USD')).toThrow('integer number of minor units');
    expect(() => Money.of(Number.MAX_SAFE_INTEGER + 1, 'USD')).toThrow(RangeError);
    expect(() => Money.of(1, 'usd')).toThrow('ISO 4217');
    expect(Money.of(9_007_199_254_740_993n, 'USD').amountMinor).toBe(9_007_199_254_740_993n);
  });

  it('adds, subtracts and multiplies within one currency only', () => {
    const a = Money.of(60, 'USD');
    expect(a.plus(Money.of(40, 'USD')).equals(Money.of(100, 'USD'))).toBe(true);
    expect(a.minus(Money.of(100, 'USD')).isNegative()).toBe(true);
    expect(a.times(7).amountMinor).toBe(420n);
    expect(() => a.plus(Money.of(1, 'EUR'))).toThrow('Cannot combine USD with EUR');
    expect(() => a.times(1.5)).toThrow('integers only');
  });

  it('splits a share in basis points so the parts add back up exactly', () => {
    for (const amount of [0, 1, 3, 60, 99, 101, 12345, -60, -101]) {
      const total = Money.of(amount, 'USD');
      const fee = total.share(2000);
      expect(fee.plus(total.minus(fee)).equals(total)).toBe(true);
    }
    expect(Money.of(60, 'USD').share(2000).amountMinor).toBe(12n);
    expect(Money.of(3, 'USD').share(2500).amountMinor).toBe(1n); // 0.75 rounds to 1
    expect(Money.of(-3, 'USD').share(2500).amountMinor).toBe(-1n);
  });

  it('round-trips the wire message, whose int64 ts-proto gives as a string', () => {
    const money = Money.of(123456789012345n, 'USD');
    expect(money.toProto()).toEqual({ currency: 'USD', amountMinor: '123456789012345' });
    expect(Money.fromProto(money.toProto()).equals(money)).toBe(true);
    expect(() => Money.fromProto({ currency: 'USD', amountMinor: '1.5' })).toThrow('not an integer');
    expect(() => Money.fromProto(undefined)).toThrow('missing');
  });

  it('prints decimals without a float, honouring the currency exponent', () => {
    expect(Money.of(1050, 'USD').toDecimalString()).toBe('10.50');
    expect(Money.of(5, 'USD').toDecimalString()).toBe('0.05');
    expect(Money.of(-60, 'USD').toDecimalString()).toBe('-0.60');
    expect(Money.of(1500, 'JPY').toDecimalString()).toBe('1500');
    expect(Money.of(1234, 'KWD').toDecimalString()).toBe('1.234');
    expect(JSON.stringify({ price: Money.of(60, 'USD') })).toBe('{"price":{"currency":"USD","amountMinor":"60"}}');
    expect(Money.of(60, 'USD').compare(Money.of(61, 'USD'))).toBe(-1);
  });
});
