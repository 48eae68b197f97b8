import { Building2, Repeat2, TrendingUp, Users } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/english-format';
import type { DashboardPeriod } from '@common/constants';
import type { DashboardStats } from '@common/schemas/dashboard';
import { PERIOD_PHRASES, formatRoi } from '../format';
import { MetricCard } from './metric-card';
import { RoiFormula } from './roi-formula';

/**
 * The four figures for the selected period. Captions follow docs/roi.md so nobody reads
 * "Platform Users" as everyone ever registered.
 */
export function MetricCards({
  stats,
  days,
  busy,
}: {
  stats: DashboardStats | undefined;
  days: DashboardPeriod;
  busy: boolean;
}) {
  const period = PERIOD_PHRASES[days];
  return (
    <dl
      aria-busy={busy}
      className={cn('grid gap-4 sm:grid-cols-2 xl:grid-cols-4', busy && 'opacity-60 transition-opacity')}
    >
      <MetricCard
        icon={Users}
        label="Platform Users"
        value={stats && formatCount(stats.totalUsers)}
        caption={`People who joined, learned or swapped skills in ${period}`}
      />
      <MetricCard
        icon={Building2}
        label="Enterprise Clients"
        value={stats && formatCount(stats.totalCompanies)}
        caption={`Companies that joined or signed up for the waitlist in ${period}`}
      />
      <MetricCard
        icon={Repeat2}
        label="Active Skill Swaps"
        value={stats && formatCount(stats.activeSkillSwaps)}
        caption={`Swaps started in ${period} that are pending or accepted`}
      />
      <MetricCard
        icon={TrendingUp}
        label="Platform ROI"
        value={stats && formatRoi(stats.roi)}
        caption={`Value of time saved per $1 of seat cost in ${period}`}
        footer={<RoiFormula />}
      />
    </dl>
  );
}
