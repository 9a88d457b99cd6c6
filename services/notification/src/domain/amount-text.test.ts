import { Money } from '@helpwire/service-kit';
import { amountText } from './amount-text';

describe('amountText: an amount as a notification names it', () => {
  it('reads cents as the currency writes them, the same each time its formatter is reused', () => {
    expect(amountText(Money.of(1240, 'USD'))).toBe('$12.40');
    expect(amountText(Money.of(5, 'USD'))).toBe('$0.05');
    expect(amountText(Money.of(123456, 'USD'))).toBe('$1,234.56');
    expect(amountText(Money.of(1240, 'EUR'))).toBe('€12.40');
    expect(amountText(Money.of(1240, 'USD'))).toBe('$12.40');
  });
});
