import {
  BarChart3,
  BookOpen,
  Brain,
  Building2,
  CheckCircle2,
  GraduationCap,
  Repeat2,
  ShieldCheck,
  Sparkles,
  Users,
} from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { CtaBand } from '@/features/marketing/cta-band';
import { Faq, type FaqEntry } from '@/features/marketing/faq';
import { FeatureGrid, type FeatureItem } from '@/features/marketing/feature-grid';
import { HERO_PROFILE } from '@/features/marketing/hero-profile';
import { Section } from '@/features/marketing/section';
import { useDialogs } from '@/features/onboarding/dialogs-context';
import { StartTrialButton } from '@/features/onboarding/start-trial-button';
import { PlanCard } from '@/features/pricing/plan-card';
import { LANDING_PLANS, MARKETING_CLAIMS, VOLUME_DISCOUNTS } from '@/features/pricing/plans';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useHashTarget } from '@/hooks/use-hash-target';
import { initials } from '@/lib/initials';
import { FREE_TRIAL_DAYS } from '@common/constants';

const FEATURES: readonly FeatureItem[] = [
  {
    icon: Brain,
    title: 'AI skill recommendations',
    description: 'Each person gets the next skills worth learning, scored against their role, industry and goals.',
  },
  {
    icon: Repeat2,
    title: 'AI skill-swap matching',
    description: 'Pair people who can teach a skill with colleagues who want to learn it, across teams.',
  },
  {
    icon: BookOpen,
    title: 'Company knowledge hub',
    description: 'Capture best practices and processes, and let AI draft new entries from a short prompt.',
  },
  {
    icon: Users,
    title: 'Peer learning sessions',
    description: 'Workshops, 1-on-1 mentoring and hands-on practice, hosted by your own experts.',
  },
  {
    icon: BarChart3,
    title: 'Workforce analytics',
    description: 'See skill gaps, active swaps and learning ROI for the whole organisation at a glance.',
  },
  {
    icon: ShieldCheck,
    title: 'Enterprise security',
    description: `${MARKETING_CLAIMS.compliance} controls, HR-system integration and on-premise deployment.`,
  },
];

const AUDIENCES = [
  {
    icon: Building2,
    title: 'For enterprises',
    points: [
      'Workforce analytics and skill-gap reports',
      'AI skill-swap matching across departments',
      'HR-system integration and on-premise deployment',
      `${MARKETING_CLAIMS.compliance} security and a ${MARKETING_CLAIMS.uptime}`,
    ],
  },
  {
    icon: GraduationCap,
    title: 'For professionals',
    points: [
      'Discover the skills that broaden your profile',
      'Learn from peers who already know them',
      'Earn verified credentials',
      'Learn on the go from any device',
    ],
  },
] as const;

const FAQ: readonly FaqEntry[] = [
  {
    question: 'How does the free trial work?',
    answer: `The free trial lasts ${FREE_TRIAL_DAYS} days and includes all Pro features. No credit card is required, and you can cancel anytime.`,
  },
  {
    question: 'What is a T-shaped professional?',
    answer:
      'Someone with deep expertise in one area and working knowledge across several others. Skillweave shows each person which adjacent skills to add next and who can teach them.',
  },
  {
    question: 'Do you offer discounts for teams?',
    answer: `Yes. ${VOLUME_DISCOUNTS.landing} Contact sales for a quote.`,
  },
  {
    question: 'Is our data secure?',
    answer: `Skillweave is built to ${MARKETING_CLAIMS.compliance} standards and backed by a ${MARKETING_CLAIMS.uptime}. Enterprise customers can also deploy on-premise.`,
  },
];

/** "Alex Morgan" -> "Alex". */
const firstName = (fullName: string) => fullName.split(' ')[0];

/** A static preview of a skill profile so the hero shows the product, not a stock illustration. */
function HeroPreview() {
  const { person, skills, nextSkill, teacher } = HERO_PROFILE;
  return (
    <div
      aria-hidden="true"
      className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-900/5"
    >
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700">
          {initials(person.fullName)}
        </span>
        <div>
          <p className="font-semibold text-slate-900">{person.fullName}</p>
          <p className="text-sm text-slate-500">{person.role}</p>
        </div>
        <Badge variant="success" className="ml-auto">
          <CheckCircle2 /> 85% profile
        </Badge>
      </div>
      <ul className="mt-6 flex flex-col gap-4">
        {skills.map((skill) => (
          <li key={skill.name}>
            <div className="mb-1.5 flex items-center justify-between text-sm">
              <span className="font-medium text-slate-800">{skill.name}</span>
              <span className="text-xs text-slate-500">{skill.depth}</span>
            </div>
            <Progress value={skill.value} label={skill.name} />
          </li>
        ))}
      </ul>
      <div className="mt-6 flex items-start gap-3 rounded-xl bg-brand-50 p-4">
        <Sparkles className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <p className="text-sm text-brand-900">
          <span className="font-semibold">Next skill: {nextSkill}.</span> {firstName(teacher.person.fullName)} in{' '}
          {teacher.team} can teach it; you can teach him {teacher.learns}.
        </p>
      </div>
    </div>
  );
}

export default function LandingPage() {
  useDocumentTitle();
  useHashTarget();
  const { openWaitlist, openDialogFor } = useDialogs();

  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50/60 to-white">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2 lg:px-8">
          <div>
            <Badge variant="outline" className="mb-6">
              <Sparkles /> AI-powered skill development
            </Badge>
            <h1 className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
              Grow T-shaped professionals across your company
            </h1>
            <p className="mt-6 max-w-xl text-lg text-slate-600">
              Skillweave maps each person's skills, recommends what to learn next and connects them with colleagues who
              can teach it.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <StartTrialButton />
              <Button size="lg" variant="outline" onClick={openWaitlist}>
                <Building2 aria-hidden="true" /> Join B2B Waitlist
              </Button>
            </div>
            <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600">
              {[
                `${FREE_TRIAL_DAYS}-day free trial`,
                'No credit card required',
                `${MARKETING_CLAIMS.compliance} security`,
              ].map((point) => (
                <li key={point} className="flex items-center gap-1.5">
                  <CheckCircle2 aria-hidden="true" className="size-4 text-success-600" /> {point}
                </li>
              ))}
            </ul>
          </div>
          <HeroPreview />
        </div>
      </section>

      <Section
        id="features"
        eyebrow="Features"
        title="Everything you need to build broader skills"
        intro="One platform for individual growth and company-wide skill strategy."
        tone="muted"
      >
        <FeatureGrid items={FEATURES} />
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          {AUDIENCES.map(({ icon: Icon, title, points }) => (
            <div key={title} className="rounded-xl border border-slate-200 bg-white p-6 sm:p-8">
              <h3 className="flex items-center gap-2 text-lg font-semibold">
                <Icon aria-hidden="true" className="size-5 text-brand-700" /> {title}
              </h3>
              <ul className="mt-4 flex flex-col gap-2.5 text-sm">
                {points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-600" /> {point}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Section>

      <Section
        id="pricing"
        eyebrow="Pricing"
        title="Simple pricing that scales with you"
        intro={VOLUME_DISCOUNTS.landing}
      >
        <div className="grid gap-8 lg:grid-cols-3 lg:items-center">
          {LANDING_PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} onAction={openDialogFor} />
          ))}
        </div>
        <div className="mx-auto mt-20 max-w-3xl">
          <h3 className="text-center text-2xl font-semibold tracking-tight">Frequently asked questions</h3>
          <Faq entries={FAQ} className="mt-6" />
        </div>
      </Section>

      <CtaBand
        title="Start building a T-shaped team today"
        text={`Try every Pro feature free for ${FREE_TRIAL_DAYS} days, or bring Skillweave to your whole organisation.`}
        actions={
          <>
            <StartTrialButton variant="inverse" />
            <Button size="lg" variant="inverse-outline" onClick={openWaitlist}>
              Join Enterprise Waitlist
            </Button>
          </>
        }
      />
    </>
  );
}
