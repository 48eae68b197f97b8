/**
 * Every plan figure the marketing pages show, in one module. The landing page and the pricing page
 * deliberately show different tables (docs/product.md, pricing); both come from here so a price changes
 * in one place.
 */

export type BillingCycle = 'monthly' | 'annual';

/** Annual billing takes 20% off every listed price: the Annual tab shows the discounted prices. */
const ANNUAL_DISCOUNT = 0.2;
export const ANNUAL_DISCOUNT_LABEL = 'Save 20%';

export type PlanAction = 'signup' | 'waitlist';

export interface Plan {
  id: string;
  name: string;
  /** Monthly price in US dollars; null for custom pricing. */
  monthlyPrice: number | null;
  /** What the price is per, e.g. "per employee/month". */
  unit: string;
  description: string;
  features: readonly string[];
  cta: { label: string; action: PlanAction };
  highlighted?: { badge: string };
}

/** Landing page: Starter $9 per employee/month with 5 AI recommendations, Pro $29/month, Enterprise custom. */
export const LANDING_PLANS: readonly Plan[] = [
  {
    id: 'starter',
    name: 'Starter',
    monthlyPrice: 9,
    unit: 'per employee/month',
    description: 'For individuals and small teams mapping their skills.',
    features: ['Personal skill profile', '5 AI recommendations', 'Knowledge hub access', 'Email support'],
    cta: { label: 'Start Free', action: 'signup' },
  },
  {
    id: 'pro',
    name: 'Pro',
    monthlyPrice: 29,
    unit: '/month',
    description: 'For professionals growing into T-shaped roles.',
    features: [
      'Unlimited AI recommendations',
      'Peer learning sessions',
      'AI skill-swap matching',
      'Verified credentials',
      'Priority support',
    ],
    cta: { label: 'Start 14-Day Trial', action: 'signup' },
    highlighted: { badge: 'Most Popular' },
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    monthlyPrice: null,
    unit: 'custom pricing',
    description: 'For organisations building skills at scale.',
    features: [
      'Workforce analytics',
      'HR-system integration',
      'SOC 2 security',
      'On-premise deployment',
      '99.9% uptime SLA',
    ],
    cta: { label: 'Contact Sales', action: 'waitlist' },
  },
];

/** Pricing page: Starter up to 50, Professional up to 500 (Most Popular), Enterprise unlimited. */
export const PRICING_PLANS: readonly Plan[] = [
  {
    id: 'starter',
    name: 'Starter',
    monthlyPrice: 9,
    unit: 'per employee/month',
    description: 'Up to 50 employees',
    features: [
      'Skill profiles for every employee',
      'AI skill recommendations',
      'Company knowledge hub',
      'Peer learning sessions',
      'Email support',
    ],
    cta: { label: 'Start Free Trial', action: 'signup' },
  },
  {
    id: 'professional',
    name: 'Professional',
    monthlyPrice: 19,
    unit: 'per employee/month',
    description: 'Up to 500 employees',
    features: [
      'Everything in Starter',
      'AI skill-swap matching',
      'Workforce analytics dashboard',
      'AI-generated knowledge entries',
      'HR-system integration',
      'Priority support',
    ],
    cta: { label: 'Start Free Trial', action: 'signup' },
    highlighted: { badge: 'Most Popular' },
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    monthlyPrice: null,
    unit: 'custom pricing',
    description: 'Unlimited employees',
    features: [
      'Everything in Professional',
      'SOC 2 security and SSO',
      'On-premise deployment',
      '99.9% uptime SLA',
      'Dedicated success manager',
    ],
    cta: { label: 'Contact Sales', action: 'waitlist' },
  },
];

/** The monthly price to show for a billing cycle, rounded to cents; null stays null (custom). */
export function priceFor(plan: Pick<Plan, 'monthlyPrice'>, cycle: BillingCycle): number | null {
  if (plan.monthlyPrice === null) return null;
  if (cycle === 'monthly') return plan.monthlyPrice;
  return Math.round(plan.monthlyPrice * (1 - ANNUAL_DISCOUNT) * 100) / 100;
}

/** "$9", "$7.20": whole dollars stay short, discounted prices show cents. */
export function formatPrice(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}

/** Volume discount thresholds as each page words them. */
export const VOLUME_DISCOUNTS = {
  landing: 'Volume discounts available for teams of 10+ users.',
  pricing: 'Volume discounts available for organisations with 1000+ employees.',
} as const;

export const MARKETING_CLAIMS = { uptime: '99.9% uptime SLA', compliance: 'SOC 2' } as const;
