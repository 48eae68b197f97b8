import { formatCount } from '@/lib/english-format';
import type { DashboardStats } from '@common/schemas/dashboard';

/**
 * How the ROI multiple was reached (docs/roi.md), with this period's inputs, so a director can defend
 * the number to whoever asks.
 */
export function RoiFootnote({ stats }: { stats: DashboardStats | undefined }) {
  return (
    <p className="text-xs/5 text-slate-500">
      ROI values learner hours in held sessions
      {stats ? ` (${formatCount(stats.learningHours)} h across ${formatCount(stats.sessionsHeld)} sessions)` : ''} and
      knowledge reads{stats ? ` (${formatCount(stats.knowledgeViews)} × 6 min)` : ''} at $60 per hour, against $19 per
      seat and month.
    </p>
  );
}
