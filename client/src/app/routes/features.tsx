import {
  Award,
  BarChart3,
  BookOpen,
  Brain,
  Cloud,
  Lock,
  Network,
  Repeat2,
  Server,
  ShieldCheck,
  Smartphone,
  Sparkles,
  Users,
  Workflow,
} from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CtaBand } from '@/features/marketing/cta-band';
import { FeatureGrid, type FeatureItem } from '@/features/marketing/feature-grid';
import { RoiFigures } from '@/features/marketing/roi-figures';
import { Section } from '@/features/marketing/section';
import { useDialogs } from '@/features/onboarding/dialogs-context';
import { StartTrialButton } from '@/features/onboarding/start-trial-button';
import { MARKETING_CLAIMS } from '@/features/pricing/plans';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useHashTarget } from '@/hooks/use-hash-target';

const CAPABILITIES: readonly FeatureItem[] = [
  {
    icon: Brain,
    title: 'AI skill recommendations',
    description: 'Personal suggestions with a match score, a description and the typical time to learn each skill.',
  },
  {
    icon: Repeat2,
    title: 'AI skill-swap matching',
    description: 'Finds colleagues who can teach each other, so expertise moves between teams without a course budget.',
  },
  {
    icon: BookOpen,
    title: 'Institutional knowledge hub',
    description: 'Best practices, processes and guidelines in one searchable place, with AI-drafted entries.',
  },
  {
    icon: Users,
    title: 'Peer learning sessions',
    description: 'Workshops, mentoring, presentations and hands-on practice, with seats and schedules managed for you.',
  },
  {
    icon: BarChart3,
    title: 'Workforce analytics',
    description: 'Critical skill gaps, active swaps and learning ROI by period, exportable for leadership reviews.',
  },
  {
    icon: Award,
    title: 'Verified credentials',
    description: 'Skills confirmed by peers and mentors, so profiles reflect what people can actually do.',
  },
  {
    icon: Sparkles,
    title: 'Skill discovery',
    description: 'Explore adjacent skills that broaden a deep specialism into a T-shaped profile.',
  },
  {
    icon: Smartphone,
    title: 'Mobile learning',
    description: 'Profiles, sessions and knowledge work on any screen, from the office to the commute.',
  },
  {
    icon: Workflow,
    title: 'HR-system integration',
    description: 'Keep employees, departments and roles in sync with the HR tools you already use.',
  },
];

const ENTERPRISE: readonly FeatureItem[] = [
  {
    icon: ShieldCheck,
    title: `${MARKETING_CLAIMS.compliance} security`,
    description: 'Audited controls, encryption in transit and at rest, and role-based access for your workspace.',
  },
  {
    icon: Cloud,
    title: MARKETING_CLAIMS.uptime,
    description: 'Redundant infrastructure with a contractual uptime commitment and monitored incident response.',
  },
  {
    icon: Server,
    title: 'On-premise deployment',
    description: 'Run Skillweave inside your own network when data residency or policy requires it.',
  },
  {
    icon: Network,
    title: 'HR-system integration',
    description: 'Connect your HRIS so new hires, leavers and team changes appear without manual work.',
  },
  {
    icon: Lock,
    title: 'Privacy by design',
    description: 'Employees see and control their own profile; managers see aggregated analytics.',
  },
  {
    icon: Users,
    title: 'Dedicated success team',
    description: 'Onboarding, rollout planning and quarterly reviews with a named success manager.',
  },
];

export default function FeaturesPage() {
  useDocumentTitle('Features');
  useHashTarget();
  const { openWaitlist } = useDialogs();

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50/60 to-white">
        <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-24">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Features</p>
          <h1 className="mt-2 text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
            The platform for T-shaped skill development
          </h1>
          <p className="mt-6 text-lg text-slate-600">
            Deep expertise plus broad skills, for every person in your organisation. Here is everything Skillweave does.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <StartTrialButton />
            <Button size="lg" variant="outline" onClick={openWaitlist}>
              Schedule Demo
            </Button>
          </div>
        </div>
      </section>

      <Section id="capabilities" eyebrow="Capabilities" title="Built for individual growth and company strategy">
        <FeatureGrid items={CAPABILITIES} />
      </Section>

      <Section
        id="enterprise"
        eyebrow="Enterprise ready"
        title="Security and scale your IT team will sign off"
        tone="muted"
      >
        <FeatureGrid items={ENTERPRISE} />
      </Section>

      <Section
        id="roi"
        eyebrow="Results"
        title="Measurable return on learning"
        intro="Average results reported by organisations using Skillweave."
      >
        <RoiFigures />
      </Section>

      <CtaBand
        title="See Skillweave with your own teams"
        text="Start a free trial today, or schedule a demo and we will walk your HR team through it."
        actions={
          <>
            <StartTrialButton variant="inverse" />
            <Button size="lg" variant="inverse-outline" onClick={openWaitlist}>
              Schedule Demo
            </Button>
          </>
        }
      />
    </>
  );
}
