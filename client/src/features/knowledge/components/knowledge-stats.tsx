import { BookOpen, Sparkles, TrendingUp, Users, type LucideIcon } from 'lucide-react';
import { Skeleton } from '@/components/ui/spinner';
import type { KnowledgeStats as Figures } from '@common/schemas/knowledge';
import { useKnowledgeStats } from '../api/get-knowledge-stats';

/**
 * The hub's four figures for the current workspace, from the server: the demo workspace's are fixed, any
 * other workspace's are counted from its data (docs/product.md, knowledge hub).
 */
const STATS: readonly { label: string; icon: LucideIcon; value: (figures: Figures) => string }[] = [
  { label: 'Knowledge articles', icon: BookOpen, value: (figures) => String(figures.articles) },
  { label: 'Active sessions', icon: Users, value: (figures) => String(figures.activeSessions) },
  { label: 'AI generated', icon: Sparkles, value: (figures) => String(figures.aiGenerated) },
  { label: 'Engagement', icon: TrendingUp, value: (figures) => `${figures.engagement}%` },
];

export function KnowledgeStats({ companyId }: { companyId: string }) {
  const stats = useKnowledgeStats(companyId);
  return (
    <section aria-labelledby="knowledge-stats-title" aria-busy={stats.isPending}>
      <h2 id="knowledge-stats-title" className="sr-only">
        Knowledge hub at a glance
      </h2>
      {stats.isPending ? <span className="sr-only">Loading figures</span> : null}
      {/* Two across even on phones: four full-width cards would push the articles below the fold. */}
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {STATS.map(({ label, value, icon: Icon }) => (
          // The label comes first for screen readers; the grid shows the figure above it.
          <li
            key={label}
            className="grid grid-cols-[1fr] items-center gap-x-4 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:grid-cols-[auto_1fr] sm:p-5"
          >
            <span className="row-span-2 hidden size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700 sm:flex">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <p className="row-start-2 text-sm text-slate-600 sm:col-start-2">{label}</p>
            <p className="row-start-1 text-2xl font-semibold tracking-tight text-slate-900 tabular-nums sm:col-start-2">
              {stats.data ? (
                value(stats.data)
              ) : stats.isError ? (
                // A figure that could not be read shows as unknown; the rest of the hub works.
                <span title="This figure could not be loaded">–</span>
              ) : (
                <Skeleton aria-hidden="true" className="my-1 h-6 w-12" />
              )}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
