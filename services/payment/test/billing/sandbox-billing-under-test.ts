import { createTestDatabase } from '@helpwire/service-kit/testing';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { migrateSandbox } from '../../src/adapters/sandbox/sandbox-migrations';
import { SandboxBillingProvider } from '../../src/adapters/sandbox/sandbox-billing-provider';
import { ensureTestClock, updateSandboxInvoice } from '../../src/adapters/sandbox/sandbox-billing-store';
import { sandboxInvoices, sandboxPaymentMethods } from '../../src/adapters/sandbox/sandbox-schema';
import { insertSandboxPaymentMethod } from '../../src/adapters/sandbox/sandbox-store';
import type { BillingProviderUnderTest, BillingTestCard, StartedBillingProvider } from './billing-under-test';

const last4: Record<BillingTestCard, string> = { succeeds: '4242', chargeDeclined: '0341', alwaysAuthenticate: '3184' };
const sandboxId = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('hex')}`;

/**
 * The sandbox billing provider on a fresh database with the sandbox's tables. Its customers are
 * only ids (the sandbox keeps no customer records); a card is a saved sandbox payment method of the
 * test card's kind; the cardholder's 3-D Secure step is the sandbox's "Complete" (or a failure).
 */
export async function startSandboxBilling(): Promise<StartedBillingProvider & { sandbox: SandboxBillingProvider }> {
  const database = await createTestDatabase();
  await migrateSandbox(database);
  const db = database.db;
  const sandbox = new SandboxBillingProvider(db);
  const addCard = async (customerId: string, card: BillingTestCard) => {
    const id = sandboxId('pm');
    await insertSandboxPaymentMethod(db, { id, customerId, brand: 'visa', last4: last4[card], expMonth: 12, expYear: 2034, behaviour: card });
    return id;
  };
  return {
    sandbox,
    provider: sandbox,
    controls: {
      async customerWithCard(card) {
        const customerId = sandboxId('cus');
        await ensureTestClock(db, customerId, new Date()); // its test clock starts now
        return { customerId, paymentMethodId: await addCard(customerId, card) };
      },
      addCard,
      async declineCharges(paymentMethodId) {
        await db.update(sandboxPaymentMethods).set({ behaviour: 'chargeDeclined' }).where(eq(sandboxPaymentMethods.id, paymentMethodId));
      },
      now: (customerId) => sandbox.clockOf(customerId),
      async advanceClock(customerId, to) {
        await sandbox.advanceClock(customerId, to);
      },
      async authenticate(payment, approve) {
        const [invoice] = await db.select().from(sandboxInvoices).where(eq(sandboxInvoices.paymentIntentId, payment.paymentIntentId));
        if (!invoice) throw new Error(`no sandbox invoice is paid by ${payment.paymentIntentId}`);
        if (approve) await sandbox.completeInvoiceAuthentication(invoice.id);
        else await updateSandboxInvoice(db, invoice.id, { paymentStatus: 'requires_payment_method', failureCode: 'payment_intent_authentication_failure' });
      },
    },
    stop: () => database.drop(),
  };
}

export const sandboxBillingUnderTest: BillingProviderUnderTest = { name: 'sandbox', start: startSandboxBilling };
