// The side-effect-free entry: Stripe.js is fetched only when loadStripe is called (and not at all
// when the page already has window.Stripe, as the tests provide it). Imported only by the lazy
// Stripe chunks (StripeAddCard, StripePaymentAuthentication): the sandbox never loads it.
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

/** One Stripe.js instance per publishable key for the page's life (Elements needs the same promise). */
const loaded = new Map<string, Promise<Stripe | null>>();
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}
