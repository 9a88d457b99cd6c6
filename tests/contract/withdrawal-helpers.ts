import { ledger, paymentNames } from '@helpwire/proto';
import { createPromiseClient, Money, type Identity, type PromiseClient } from '@helpwire/service-kit';
import { GOOD_BANK_DETAILS } from '@helpwire/payment/testing';
import { randomUUID } from 'node:crypto';
import { apiOf, freshPhone, signUpBody, uniqueIds } from './accounts';
import { helperFiles } from './files';
import { call, type Stack } from './stack';

/** Bank details that keep every rule of spec §5 (the payment service's test sample). */
export const BANK_DETAILS = GOOD_BANK_DETAILS;

const internal: Identity = { requestId: 'contract-ledger', language: 'en' };

/**
 * Signed-in helpers for the withdrawal suites, and their earnings made as the product makes them
 * (decision 0032): a call's CALL_EARNING into pending earnings, then its EARNINGS_RELEASE into
 * available, posted through the running payment service's LedgerService (its real writer). Call
 * `open()` in beforeAll and `close()` in afterAll.
 */
export function withdrawalHelpersOf(stack: () => Stack, unique = uniqueIds()) {
  const { post, codeFor } = apiOf(stack);
  let client: PromiseClient<ledger.LedgerServiceClient> | undefined;
  let addresses = 0;
  const open = async (ownerType: 'USER' | 'HELPER', ownerId: string) =>
    (await client!.openAccounts({ ownerType: paymentNames.ledgerOwnerTypeNames.toProto(ownerType), ownerId }, { identity: internal })).accounts;
  const transfer = (id: string, debitAccountId: string, creditAccountId: string, cents: bigint, kind: 'CALL_EARNING' | 'EARNINGS_RELEASE', reference: string) =>
    client!.postTransfer(
      { id, debitAccountId, creditAccountId, amount: Money.of(cents, 'USD').toProto(), kind: paymentNames.transferKindNames.toProto(kind), reference },
      { identity: internal },
    );
  const h = {
    open(): void {
      client = createPromiseClient(ledger.LedgerServiceClient, stack().registered.find((s) => s.name === 'payment')!.address);
    },
    close(): void {
      client?.close();
    },
    /**
     * A helper signed up, verified and signed in (no bank details, an empty wallet). Each uploads its
     * documents from its own address (the stack must trust one proxy): the visitors' upload quota is per address.
     */
    async helper(): Promise<{ id: string; token: string }> {
      const from = `10.13.${Math.floor(Math.random() * 250)}.${(addresses += 1) % 250}`;
      const body = signUpBody(unique(), { phone: freshPhone(), ...(await helperFiles(stack().base, from)) }, { first: 'Sami', last: 'Helper', gender: 'Male' });
      const signedUp = await call(stack().base, '/api/v1/auth/signup/helper', { method: 'POST', json: body, headers: { 'x-forwarded-for': from } });
      expect([signedUp.status, signedUp.body.message]).toEqual([201, expect.anything()]);
      expect((await post('/auth/verifyotp', { email: body.email, code: codeFor(body.email) })).status).toBe(200);
      const login = await post('/auth/login/helper', { identifier: body.email, password: body.password });
      return { id: login.body.data.user.id as string, token: login.body.data.token as string };
    },
    /** A call's earnings for the helper, released: `cents` more to withdraw. */
    async earn(helperId: string, cents: bigint): Promise<void> {
      const call = `HW-${randomUUID()}`;
      const [payer] = await open('USER', randomUUID());
      const [pending, available] = await open('HELPER', helperId);
      await transfer(`${call}:earning`, payer!.id, pending!.id, cents, 'CALL_EARNING', call);
      await transfer(`${call}:release`, pending!.id, available!.id, cents, 'EARNINGS_RELEASE', call);
    },
    /** A helper with bank details and `cents` available. */
    async fundedHelper(cents: bigint): Promise<{ id: string; token: string }> {
      const helper = await h.helper();
      expect((await post('/helpers/account-details/add', BANK_DETAILS, helper.token)).status).toBe(201);
      if (cents > 0n) await h.earn(helper.id, cents);
      return helper;
    },
  };
  return h;
}
