import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CtaBand } from '@/features/marketing/cta-band';
import { Faq, type FaqEntry } from '@/features/marketing/faq';
import { RoiFigures } from '@/features/marketing/roi-figures';
import { Section } from '@/features/marketing/section';
import { useDialogs } from '@/features/onboarding/dialogs-context';
import { StartTrialButton } from '@/features/onboarding/start-trial-button';
import { PlanCard } from '@/features/pricing/plan-card';
import {
  ANNUAL_DISCOUNT_LABEL,
  MARKETING_CLAIMS,
  PRICING_PLANS,
  VOLUME_DISCOUNTS,
  type BillingCycle,
} from '@/features/pricing/plans';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { FREE_TRIAL_DAYS } from '@common/constants';

const FAQ: readonly FaqEntry[] = [
  {
    question: 'Is there a free trial?',
    answer: `Yes. Every plan starts with a ${FREE_TRIAL_DAYS}-day free trial for up to 25 employees. No credit card is required.`,
  },
  {
    question: 'How does per-employee pricing work?',
    answer:
      'You pay for each employee with an active Skillweave profile. Add or remove people at any time; your next invoice follows the change.',
  },
  {
    question: 'What does annual billing save?',
    answer: 'Paying annually takes 20% off every per-employee price.',
  },
  {
    question: 'Do you offer volume discounts?',
    answer: `${VOLUME_DISCOUNTS.pricing} Contact sales and we will prepare a quote.`,
  },
  {
    question: 'Is Skillweave secure enough for our company?',
    answer: `Yes. Skillweave meets ${MARKETING_CLAIMS.compliance} requirements, offers a ${MARKETING_CLAIMS.uptime} on Enterprise and can be deployed on-premise.`,
  },
];

const BILLING_CYCLES: readonly BillingCycle[] = ['monthly', 'annual'];

function isBillingCycle(value: string): value is BillingCycle {
  return (BILLING_CYCLES as readonly string[]).includes(value);
}

export default function PricingPage() {
  useDocumentTitle('Pricing');
  const { openWaitlist, openDialogFor } = useDialogs();
  const [cycle, setCycle] = useState<BillingCycle>('monthly');

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50/60 to-white">
        <div className="mx-auto max-w-3xl px-4 pt-16 pb-8 text-center sm:px-6 sm:pt-24">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Pricing</p>
          <h1 className="mt-2 text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
            Plans for every stage of your team
          </h1>
          <p className="mt-6 text-lg text-slate-600">
            Per-employee pricing with no setup fees. Start free, upgrade when your team is ready.
          </p>
        </div>
      </section>

      <section aria-label="Plans" className="pb-16 sm:pb-24">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <Tabs
            value={cycle}
            onValueChange={(value) => isBillingCycle(value) && setCycle(value)}
            className="flex flex-col items-center"
          >
            <TabsList aria-label="Billing period">
              <TabsTrigger value="monthly">Monthly</TabsTrigger>
              <TabsTrigger value="annual">
                Annual
                <Badge variant="success">{ANNUAL_DISCOUNT_LABEL}</Badge>
              </TabsTrigger>
            </TabsList>
            {/* A panel per tab, so each tab controls a real element; each shows the plans at its prices. */}
            {BILLING_CYCLES.map((panelCycle) => (
              <TabsContent key={panelCycle} value={panelCycle} className="w-full">
                <div className="mt-12 grid gap-8 lg:grid-cols-3 lg:items-center">
                  {PRICING_PLANS.map((plan) => (
                    <PlanCard key={plan.id} plan={plan} cycle={panelCycle} onAction={openDialogFor} />
                  ))}
                </div>
              </TabsContent>
            ))}
          </Tabs>
          <p className="mt-10 text-center text-sm text-slate-600">{VOLUME_DISCOUNTS.pricing}</p>
        </div>
      </section>

      <Section id="roi" eyebrow="Return on investment" title="What customers see in their first year" tone="muted">
        <RoiFigures />
      </Section>

      <Section id="faq" title="Frequently asked questions">
        <Faq entries={FAQ} className="mx-auto max-w-3xl" />
      </Section>

      <CtaBand
        title="Ready to grow your team's skills?"
        text={`Start a ${FREE_TRIAL_DAYS}-day free trial, or talk to us about Enterprise.`}
        actions={
          <>
            <StartTrialButton variant="inverse" />
            <Button size="lg" variant="inverse-outline" onClick={openWaitlist}>
              Contact Sales
            </Button>
          </>
        }
      />
    </>
  );
}
