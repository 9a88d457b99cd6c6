import type { Money } from '@helpwire/service-kit';
import type { AccountKind } from '../ledger/account-kinds';
import type { LedgerCommand } from '../ledger/transfer';
import type { Settlement } from './settlement';

type Accounts = Partial<Record<AccountKind, string>>;

function account(accounts: Accounts, kind: AccountKind): string {
  const id = accounts[kind];
  if (!id) throw new Error(`ledger account ${kind} is not open`);
  return id;
}

const transfer = (id: string, debitAccountId: string, creditAccountId: string, amount: Money, kind: string, reference: string): LedgerCommand => ({
  type: 'TRANSFER',
  id,
  debitAccountId,
  creditAccountId,
  amount,
  kind,
  reference,
  pending: false,
});

/**
 * A charged call's transfers (decision 0032): per payer leg, the helper's share to their pending
 * earnings and the commission to the platform's revenue, from the user's card clearing (captured)
 * or their tab. The ids are fixed by the call id: a retry commits nothing twice. Zero legs are left out.
 */
export function callChargeTransfers(
  callId: string,
  settlement: Settlement,
  accounts: { user: Accounts; helper: Accounts; platform: Accounts },
): LedgerCommand[] {
  return settlement.legs.flatMap((leg) => {
    const suffix = leg.payer === 'TAB' ? ':tab' : '';
    const payer = account(accounts.user, leg.payer === 'TAB' ? 'USER_TAB' : 'USER_CARD_CLEARING');
    const commands: LedgerCommand[] = [];
    if (!leg.share.isZero())
      commands.push(transfer(`${callId}:earning${suffix}`, payer, account(accounts.helper, 'HELPER_EARNINGS_PENDING'), leg.share, 'CALL_EARNING', callId));
    if (!leg.commission.isZero())
      commands.push(transfer(`${callId}:commission${suffix}`, payer, account(accounts.platform, 'PLATFORM_REVENUE'), leg.commission, 'COMMISSION', callId));
    return commands;
  });
}

/** The helper's share moved to available earnings, 72 h after the call. */
export function earningsReleaseTransfer(callId: string, amount: Money, helper: Accounts): LedgerCommand {
  return transfer(
    `${callId}:release`,
    account(helper, 'HELPER_EARNINGS_PENDING'),
    account(helper, 'HELPER_EARNINGS_AVAILABLE'),
    amount,
    'EARNINGS_RELEASE',
    callId,
  );
}

/** A tab charged to the card: card clearing → the tab. */
export function tabChargeTransfer(tabChargeId: string, amount: Money, user: Accounts): LedgerCommand {
  return transfer(`tab:${tabChargeId}`, account(user, 'USER_CARD_CLEARING'), account(user, 'USER_TAB'), amount, 'TAB_CHARGE', tabChargeId);
}
