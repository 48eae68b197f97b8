import { Check } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatPrice, priceFor, type BillingCycle, type Plan, type PlanAction } from './plans';

interface PlanCardProps {
  plan: Plan;
  cycle?: BillingCycle;
  /** What the plan's button starts (the free-trial or the waitlist dialog): the page decides how to open it. */
  onAction: (action: PlanAction) => void;
}

/** One plan as a card; the highlighted plan is raised and badged (docs/design.md). */
export function PlanCard({ plan, cycle = 'monthly', onAction }: PlanCardProps) {
  const price = priceFor(plan, cycle);
  const discounted = cycle === 'annual' && price !== null && price !== plan.monthlyPrice;
  const highlighted = Boolean(plan.highlighted);
  const headingId = `plan-${plan.id}-name`;

  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white p-6 sm:p-8',
        highlighted
          ? 'border-brand-600 shadow-lg ring-1 ring-brand-600 lg:-my-4 lg:py-12'
          : 'border-slate-200 shadow-xs',
      )}
    >
      {plan.highlighted ? (
        <Badge variant="solid" className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1">
          {plan.highlighted.badge}
        </Badge>
      ) : null}
      <h3 id={headingId} className="text-lg font-semibold">
        {plan.name}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{plan.description}</p>
      <p className="mt-6 flex flex-wrap items-baseline gap-x-2">
        {price === null ? (
          <span className="text-4xl font-semibold tracking-tight text-slate-900">Custom</span>
        ) : (
          <>
            <span className="text-4xl font-semibold tracking-tight text-slate-900 tabular-nums">
              {formatPrice(price)}
            </span>
            {discounted && plan.monthlyPrice !== null ? (
              <span className="text-base text-slate-500 tabular-nums line-through">
                <span className="sr-only">was </span>
                {formatPrice(plan.monthlyPrice)}
              </span>
            ) : null}
            <span className="text-sm text-slate-600">{plan.unit}</span>
          </>
        )}
      </p>
      {price === null ? <p className="mt-1 text-sm text-slate-600">Tailored to your organisation</p> : null}
      {discounted ? <p className="mt-1 text-sm text-success-700">Billed annually</p> : null}

      <ul className="mt-6 flex flex-1 flex-col gap-3 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>

      <Button
        className="mt-8 w-full"
        variant={highlighted ? 'default' : 'outline'}
        size="lg"
        onClick={() => onAction(plan.cta.action)}
      >
        {plan.cta.label}
      </Button>
    </section>
  );
}
