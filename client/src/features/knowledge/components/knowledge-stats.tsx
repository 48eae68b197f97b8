import { BookOpen, Sparkles, TrendingUp, Users, type LucideIcon } from 'lucide-react';
import { DEMO_ACTIVE_SESSIONS } from '@common/demo-people';

/** Fixed figures: these stat cards are static demo content, the same for every workspace (docs/product.md, knowledge hub). */
const STATS: readonly { label: string; value: string; icon: LucideIcon }[] = [
  { label: 'Knowledge articles', value: '247', icon: BookOpen },
  // The demo workspace's seeded sessions and the HR demo's total agree with this figure (common/demo-people.ts).
  { label: 'Active sessions', value: String(DEMO_ACTIVE_SESSIONS), icon: Users },
  { label: 'AI generated', value: '63', icon: Sparkles },
  { label: 'Engagement', value: '94%', icon: TrendingUp },
];

export function KnowledgeStats() {
  return (
    <section aria-labelledby="knowledge-stats-title">
      <h2 id="knowledge-stats-title" className="sr-only">
        Knowledge hub at a glance
      </h2>
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
              {value}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
