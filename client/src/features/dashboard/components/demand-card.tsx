import { AlertTriangle } from 'lucide-react';
import { useDeferredValue } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/spinner';
import { formatCount } from '@/lib/english-format';
import { demandTable, topUnmetDemand } from '../analytics-tables';
import { useSkillDemand } from '../api/get-skill-demand';
import { CardHeading } from './card-heading';
import { SkillGapsCard } from './skill-gaps-card';
import { DownloadCsvButton } from './table-tools';

/**
 * Demand against supply: the skills people want to learn, are recommended or ask for in swaps, against those who
 * can teach them, most unmet first. This is the real "critical skill gaps" list; where the workspace has no demand
 * at all yet, the sample list stands in, marked as such.
 */
export function DemandCard({ companyId }: { companyId: string }) {
  const demand = useSkillDemand(companyId);
  // Drawn at a lower priority than input (React yields between components): see docs/performance.md, "Drawing data without blocking".
  const data = useDeferredValue(demand.data);
  if (data && data.skills.every((skill) => skill.demand === 0)) return <SkillGapsCard />;

  const top = data ? topUnmetDemand(data) : [];
  const widest = Math.max(1, ...top.map((skill) => skill.demand));
  return (
    <Card className="flex min-w-0 flex-col">
      <CardHeading
        icon={AlertTriangle}
        iconClassName="text-warning-700"
        title="Critical Skill Gaps"
        action={
          <DownloadCsvButton
            subject="skill-demand"
            title="Skill demand"
            disabled={!data}
            table={() => demandTable(data!)}
          />
        }
        description="Skills people want to learn, are recommended or ask for in swaps, against who can teach them."
      />
      <CardContent className="flex flex-col gap-4">
        {demand.isError ? (
          <LoadError
            title="Could not load the skill demand"
            error={demand.error}
            onRetry={() => void demand.refetch()}
            retrying={demand.isFetching}
          />
        ) : !data ? (
          <div className="flex flex-col gap-4" role="status">
            <span className="sr-only">Loading skill demand</span>
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} className="h-9 w-full" />
            ))}
          </div>
        ) : top.length === 0 ? (
          <p className="text-sm text-slate-600">Every skill people ask for has enough colleagues who can teach it.</p>
        ) : (
          <>
            <ul aria-label="Top unmet demand" className="flex flex-col gap-4">
              {top.map((skill) => (
                <li key={skill.key}>
                  <div className="mb-1.5 flex items-baseline justify-between gap-3 text-sm">
                    <span className="min-w-0 font-medium break-words text-slate-900">{skill.name}</span>
                    <span className="shrink-0 text-slate-600 tabular-nums">
                      <span className="font-semibold text-slate-900">{formatCount(skill.demand)}</span> asking ·{' '}
                      {formatCount(skill.teachers)} can teach
                    </span>
                  </div>
                  {/* Supply inside demand: the dark part is who can teach, the light rest is unmet. */}
                  <div
                    role="meter"
                    aria-label={`${skill.name} unmet demand`}
                    aria-valuemin={0}
                    aria-valuemax={skill.demand}
                    aria-valuenow={skill.unmet}
                    aria-valuetext={`${skill.unmet} of ${skill.demand} unmet`}
                    className="flex h-2 w-full overflow-hidden rounded-full bg-slate-100"
                  >
                    <div className="flex h-full" style={{ width: `${(skill.demand / widest) * 100}%` }}>
                      <div
                        className="h-full bg-brand-600"
                        style={{ width: `${((skill.demand - skill.unmet) / skill.demand) * 100}%` }}
                      />
                      <div className="h-full flex-1 bg-amber-500" />
                    </div>
                  </div>
                </li>
              ))}
            </ul>
            <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
              <span className="flex items-center gap-1.5">
                <span aria-hidden="true" className="size-2.5 rounded-full bg-amber-500" />
                Unmet: more people asking than can teach
              </span>
              <span className="flex items-center gap-1.5">
                <span aria-hidden="true" className="size-2.5 rounded-full bg-brand-600" />
                Covered by a colleague who can teach
              </span>
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
