import type { ChangePlanResult, Invoice, StoragePlan, Subscription } from '@helpwire/contracts';
import { Button, Card, Skeleton } from '@helpwire/ui';
import { errorText, runtimeConfig, toast } from '@helpwire/web-core';
import { AlertTriangle, RotateCcw } from 'lucide-react';
import { use, useRef, useState, type ComponentType } from 'react';
import { useSearchParams } from '@helpwire/libs/router';
import { useTranslation } from '@helpwire/libs/i18n';
import { MONEY_NAMESPACE, moneyTextsReady } from '../transactions/texts';
import { CancelPlanDialog } from './CancelPlanDialog';
import { CurrentPlanCard } from './CurrentPlanCard';
import { InvoiceList } from './InvoiceList';
import { PastDueNotice } from './PastDueNotice';
import { PlanChoices } from './PlanChoices';
import { PlanPreviewDialog } from './PlanPreviewDialog';
import { ReceiptDialog } from './ReceiptDialog';
import { isPaying, useSubscriptionFormats } from './subscription-formats';
import { useCards, useConfirmPlanPayment, usePlans, useResumePlan, useSubscription } from './subscription-queries';
import { TestClockControl } from './TestClockControl';
import '../transactions/money.css';
import './subscriptions.css';

/** The bank's 3-D Secure step of a plan payment (the app's own step: the sandbox's or Stripe.js's). */
export interface PlanPaymentStep {
  invoiceId: string;
  clientSecret: string;
  paymentIntentId: string;
}

export interface PlanPaymentStepProps {
  step: PlanPaymentStep;
  /** The cardholder answered: the payment is read back (POST /subscription/confirm-payment). */
  onDone: () => Promise<void>;
  onCancel: () => void;
}

export interface SubscribedPlanProps {
  title: string;
  paymentMethodsPath: string;
  recordingsPath: string;
  /** This page's path (where adding a card comes back to, with the plan chosen). */
  selfPath: string;
  PaymentStep: ComponentType<PlanPaymentStepProps>;
}

/** The plan chosen in the URL (`?plan=pro`): the preview opens on it, so a link or a return from sign-up lands there. */
const PLAN_PARAM = 'plan';

/**
 * Subscribed Plan (spec §2 /subscribed-plan, decision 0085): the plan in effect with the storage it
 * gives and what is used, when it renews or ends and on which card; the plans to change to, each
 * previewed before anything is charged; cancel and resume; a failed renewal's notice; the invoices
 * with their receipts; and, in test mode, the sandbox's clock.
 */
export function SubscribedPlan({ title, paymentMethodsPath, recordingsPath, selfPath, PaymentStep }: SubscribedPlanProps) {
  use(moneyTextsReady());
  const { t } = useTranslation(MONEY_NAMESPACE);
  const formats = useSubscriptionFormats();
  const subscription = useSubscription();
  const plans = usePlans();
  const cards = useCards();
  const resume = useResumePlan();
  const confirmPayment = useConfirmPlanPayment();
  const [params, setParams] = useSearchParams();
  const [cancelling, setCancelling] = useState(false);
  const [receipt, setReceipt] = useState<Invoice>();
  const [paymentStep, setPaymentStep] = useState<PlanPaymentStep>();
  const heading = useRef<HTMLHeadingElement>(null);
  const testMode = runtimeConfig().payments?.provider === 'sandbox';

  const chosenId = params.get(PLAN_PARAM) ?? undefined;
  const chosen = chosenId ? plans.data?.find((plan) => plan.id === chosenId && plan.priceCents !== '0') : undefined;
  const choose = (plan: StoragePlan | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (plan) next.set(PLAN_PARAM, plan.id);
        else next.delete(PLAN_PARAM);
        return next;
      },
      { replace: true },
    );
  const focusHeading = () => setTimeout(() => heading.current?.focus(), 0);

  const sub = subscription.data;
  const defaultCard = cards.data ? (cards.data.find((card) => card.isDefault) ?? null) : undefined;
  const hasCard = sub?.card ? true : cards.data ? cards.data.length > 0 : cards.isError ? true : undefined;

  const announce = (s: Subscription) => {
    if (s.status === 'INCOMPLETE') toast.error(t('plan.incomplete'));
    else if (s.nextPlan) toast.success(t('plan.ending.downgrade', { plan: s.nextPlan.name, date: formats.date(s.currentPeriodEnd) }));
    else toast.success(t('plan.changed', { plan: s.plan.name, date: formats.date(s.currentPeriodEnd) }));
  };

  const changed = (result: ChangePlanResult) => {
    choose(undefined);
    if (result.action && result.invoice) {
      setPaymentStep({ invoiceId: result.invoice.id, ...result.action });
      return;
    }
    announce(result.subscription);
    focusHeading();
  };

  const paymentAnswered = async () => {
    const step = paymentStep!;
    const answer = await confirmPayment.mutateAsync(step.invoiceId);
    setPaymentStep(undefined);
    if (answer.invoice.status === 'PAID') announce(answer.subscription);
    else toast.error(t('plan.paymentFailed'));
    focusHeading();
  };

  /** The step closed or failed: nothing was charged and the plan did not change. */
  const paymentAbandoned = () => {
    setPaymentStep(undefined);
    toast.error(t('plan.paymentFailed'));
    void subscription.refetch();
    focusHeading();
  };

  const resumePlan = () =>
    resume.mutate(undefined, {
      onSuccess: (s) => toast.success(t('plan.resumed', { plan: s.plan.name, date: formats.date(s.currentPeriodEnd) })),
      onError: (error) => toast.error(errorText(error as { code?: string; message?: string }, t('plan.resumeFailed'), MONEY_NAMESPACE)),
    });

  return (
    <section className="hw-container hw-money-page hw-plan-page" aria-labelledby="hw-plan-title">
      <header>
        <h1 id="hw-plan-title" ref={heading} tabIndex={-1}>
          {title}
        </h1>
        <p className="hw-money-muted">{t('plan.intro')}</p>
      </header>

      {subscription.isPending ? (
        <Card className="hw-plan-current" role="status" aria-label={t('plan.loading')}>
          <Skeleton height="2rem" width="40%" />
          <Skeleton height="4rem" />
        </Card>
      ) : subscription.isError || !sub ? (
        <Card className="hw-plan-load-failed" role="alert">
          <AlertTriangle aria-hidden size={24} />
          <span>{errorText(subscription.error as { code?: string; message?: string }, t('plan.loadFailed'), MONEY_NAMESPACE)}</span>
          <Button variant="ghost" busy={subscription.isFetching} onClick={() => void subscription.refetch()}>
            <RotateCcw aria-hidden size={18} className="hw-mirror" />
            {t('plan.retry')}
          </Button>
        </Card>
      ) : (
        <>
          {sub.status === 'PAST_DUE' && <PastDueNotice subscription={sub} paymentMethodsPath={paymentMethodsPath} />}
          {sub.status === 'INCOMPLETE' && (
            <p className="hw-plan-alert" role="status">
              <AlertTriangle aria-hidden size={22} />
              {t('plan.incomplete')}
            </p>
          )}
          <CurrentPlanCard
            subscription={sub}
            defaultCard={defaultCard}
            paymentMethodsPath={paymentMethodsPath}
            recordingsPath={recordingsPath}
            resuming={resume.isPending}
            onResume={resumePlan}
            onCancel={() => setCancelling(true)}
          />
          {testMode && isPaying(sub) && <TestClockControl />}
          <PlanChoices subscription={sub} onChoose={choose} onChooseFree={() => setCancelling(true)} />
          <InvoiceList onOpen={setReceipt} />

          {chosen && (
            <PlanPreviewDialog
              key={chosen.id}
              plan={chosen}
              subscription={sub}
              hasCard={hasCard}
              paymentMethodsPath={paymentMethodsPath}
              returnPath={`${selfPath}?${PLAN_PARAM}=${encodeURIComponent(chosen.id)}`}
              onClose={() => choose(undefined)}
              onChanged={changed}
            />
          )}
          {cancelling && (
            <CancelPlanDialog
              subscription={sub}
              onClose={() => setCancelling(false)}
              onCancelled={(s) => {
                setCancelling(false);
                toast.success(t('plan.ending.cancelled', { date: formats.date(s.currentPeriodEnd) }));
                focusHeading();
              }}
            />
          )}
          {receipt && <ReceiptDialog invoice={receipt} onClose={() => setReceipt(undefined)} />}
          {paymentStep && <PaymentStep step={paymentStep} onDone={paymentAnswered} onCancel={paymentAbandoned} />}
        </>
      )}
    </section>
  );
}
