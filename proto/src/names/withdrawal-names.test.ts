import { PayoutMethod, WithdrawalStatus } from '../gen/helpwire/payment/v1/withdrawal';
import { payoutMethodNames, withdrawalStatusNames } from './withdrawal-names';

const namedValues = (e: Record<string, string | number>) => Object.values(e).filter((v): v is number => typeof v === 'number' && v > 0);

describe('withdrawal enum names', () => {
  it.each([
    ['WithdrawalStatus', WithdrawalStatus, withdrawalStatusNames],
    ['PayoutMethod', PayoutMethod, payoutMethodNames],
  ] as const)('every %s value has exactly one name and comes back from it', (_enum, values, names) => {
    const mapped = namedValues(values).map((value) => names.fromProto(value));
    expect(mapped.every((name) => name !== undefined)).toBe(true);
    expect(new Set(mapped).size).toBe(names.names.length);
  });

  it('names the statuses as spec §3 does', () => {
    expect(withdrawalStatusNames.names).toEqual(['PENDING', 'IN_REVIEW', 'SUCCESS', 'REJECTED']);
    expect(withdrawalStatusNames.fromProto(WithdrawalStatus.WITHDRAWAL_STATUS_UNSPECIFIED)).toBeUndefined();
  });
});
