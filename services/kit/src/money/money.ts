import type { common } from '@helpwire/proto';

/** ISO 4217 minor-unit exponents for the currencies that differ from 2 (the default). */
const MINOR_UNIT_DIGITS: Readonly<Record<string, number>> = { JPY: 0, KRW: 0, BHD: 3, KWD: 3, OMR: 3, JOD: 3, TND: 3 };

/**
 * An amount of money in integer minor units (cents for USD) over bigint: the kit's only money type.
 * Immutable; arithmetic refuses to mix currencies; there is no conversion to or from a float.
 */
export class Money {
  private constructor(
    readonly currency: string,
    readonly amountMinor: bigint,
  ) {}

  static of(amountMinor: bigint | number, currency: string): Money {
    if (typeof amountMinor === 'number' && !Number.isSafeInteger(amountMinor)) {
      throw new RangeError(`Money needs an integer number of minor units, got ${amountMinor}`);
    }
    if (!/^[A-Z]{3}$/.test(currency)) throw new RangeError(`Money needs an ISO 4217 currency code, got "${currency}"`);
    return new Money(currency, BigInt(amountMinor));
  }

  static zero(currency: string): Money {
    return Money.of(0n, currency);
  }

  /** From the wire (`helpwire.common.v1.Money`; ts-proto gives int64 as a decimal string). */
  static fromProto(message: common.Money | undefined): Money {
    if (!message) throw new RangeError('Money is missing');
    if (!/^-?\d+$/.test(message.amountMinor)) throw new RangeError(`Money amount is not an integer: "${message.amountMinor}"`);
    return Money.of(BigInt(message.amountMinor), message.currency);
  }

  toProto(): common.Money {
    return { currency: this.currency, amountMinor: this.amountMinor.toString() };
  }

  plus(other: Money): Money {
    return new Money(this.currency, this.amountMinor + this.sameCurrency(other).amountMinor);
  }

  minus(other: Money): Money {
    return new Money(this.currency, this.amountMinor - this.sameCurrency(other).amountMinor);
  }

  /** Multiplies by an integer (e.g. started minutes × the per-minute rate). */
  times(factor: bigint | number): Money {
    if (typeof factor === 'number' && !Number.isSafeInteger(factor)) throw new RangeError(`Money multiplies by integers only, got ${factor}`);
    return new Money(this.currency, this.amountMinor * BigInt(factor));
  }

  /**
   * A share in basis points (2000 = 20 %), rounded half away from zero to the minor unit:
   * `fee = amount.share(2000)`, `rest = amount.minus(fee)` always adds back up to `amount`.
   */
  share(basisPoints: bigint | number): Money {
    const numerator = this.amountMinor * BigInt(basisPoints);
    const sign = numerator < 0n ? -1n : 1n;
    const magnitude = numerator * sign;
    return new Money(this.currency, (sign * (magnitude + 5000n)) / 10000n);
  }

  compare(other: Money): -1 | 0 | 1 {
    const b = this.sameCurrency(other).amountMinor;
    return this.amountMinor < b ? -1 : this.amountMinor > b ? 1 : 0;
  }

  equals(other: Money): boolean {
    return this.currency === other.currency && this.amountMinor === other.amountMinor;
  }

  isZero(): boolean {
    return this.amountMinor === 0n;
  }

  isNegative(): boolean {
    return this.amountMinor < 0n;
  }

  /** "10.50" for 1050 USD: a decimal string for the REST envelope and display (no float on the way). */
  toDecimalString(): string {
    const digits = MINOR_UNIT_DIGITS[this.currency] ?? 2;
    const negative = this.amountMinor < 0n;
    const text = (negative ? -this.amountMinor : this.amountMinor).toString().padStart(digits + 1, '0');
    const whole = text.slice(0, text.length - digits);
    const fraction = digits > 0 ? `.${text.slice(text.length - digits)}` : '';
    return `${negative ? '-' : ''}${whole}${fraction}`;
  }

  toString(): string {
    return `${this.toDecimalString()} ${this.currency}`;
  }

  /** Keeps bigint out of JSON.stringify's way: `{ currency, amountMinor: "1050" }`. */
  toJSON(): { currency: string; amountMinor: string } {
    return { currency: this.currency, amountMinor: this.amountMinor.toString() };
  }

  private sameCurrency(other: Money): Money {
    if (other.currency !== this.currency) throw new RangeError(`Cannot combine ${this.currency} with ${other.currency}`);
    return other;
  }
}
