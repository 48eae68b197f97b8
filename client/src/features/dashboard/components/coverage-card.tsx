import { ShieldCheck } from 'lucide-react';
import { useDeferredValue } from 'react';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/spinner';
import { Tooltip } from '@/components/ui/tooltip';
import { formatCount } from '@/lib/english-format';
import { COVERAGE_STATUSES, type CoverageStatus } from '@common/constants';
import { COVERAGE_STATUS_LABELS, coverageTable, skillsAtRisk } from '../analytics-tables';
import { useSkillCoverage } from '../api/get-skill-coverage';
import { CardHeading } from './card-heading';
import { DownloadCsvButton } from './table-tools';

const STATUS_VARIANTS: Record<CoverageStatus, BadgeVariant> = { good: 'success', risk: 'warning', gap: 'destructive' };

/** The rule behind each class, as teams state it: how many people hold the skill at level 4 Advanced or above. */
export const COVERAGE_RULES: Record<CoverageStatus, string> = {
  good: 'Good: at least 2 people hold the skill at level 4 (Advanced) or above.',
  risk: 'Risk: exactly 1 person holds the skill at level 4 or above; if they leave, the knowledge goes with them.',
  gap: 'Gap: nobody holds the skill at level 4 or above.',
};

/** "Only Priya Shah at level 4+", or without names "1 person at level 4+, 3 hold it". */
function riskLine(skill: ReturnType<typeof skillsAtRisk>[number], named: boolean): string {
  const holders = `${formatCount(skill.holders)} ${skill.holders === 1 ? 'person holds' : 'people hold'} it`;
  if (skill.status === 'gap')
    return skill.holders === 0 ? 'Asked for, and nobody holds it yet' : `Nobody at level 4 or above; ${holders}`;
  return named && skill.riskHolder
    ? `Only ${skill.riskHolder.fullName} at level 4 or above`
    : `1 person at level 4 or above; ${holders}`;
}

/** Coverage: Good, Risk and Gap counts as badges (the rule in a tooltip), and the skills that need attention. */
export function CoverageCard({ companyId }: { companyId: string }) {
  const coverage = useSkillCoverage(companyId);
  // Drawn at a lower priority than input (React yields between components): see docs/performance.md, "Drawing data without blocking".
  const data = useDeferredValue(coverage.data);
  const atRisk = data ? skillsAtRisk(data) : [];
  return (
    <Card className="flex min-w-0 flex-col">
      <CardHeading
        icon={ShieldCheck}
        title="Skill Coverage"
        action={
          <DownloadCsvButton
            subject="skill-coverage"
            title="Skill coverage"
            disabled={!data}
            table={() => coverageTable(data!)}
          />
        }
        description="Where a skill rests on one person, or on nobody at all."
      />
      <CardContent className="flex flex-col gap-5">
        {coverage.isError ? (
          <LoadError
            title="Could not load the skill coverage"
            error={coverage.error}
            onRetry={() => void coverage.refetch()}
            retrying={coverage.isFetching}
          />
        ) : !data ? (
          <div className="flex flex-col gap-3" role="status">
            <span className="sr-only">Loading skill coverage</span>
            <div className="flex gap-2">
              <Skeleton className="h-7 w-20 rounded-full" />
              <Skeleton className="h-7 w-20 rounded-full" />
              <Skeleton className="h-7 w-20 rounded-full" />
            </div>
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : (
          <>
            <ul aria-label="Skills by coverage" className="flex flex-wrap gap-2">
              {COVERAGE_STATUSES.map((status) => (
                <li key={status}>
                  <Tooltip content={COVERAGE_RULES[status]} side="bottom" className="focus-visible:outline-offset-2">
                    <Badge variant={STATUS_VARIANTS[status]} className="px-3 py-1 text-sm">
                      {COVERAGE_STATUS_LABELS[status]}
                      <span className="font-semibold tabular-nums">{formatCount(data.counts[status])}</span>
                    </Badge>
                  </Tooltip>
                </li>
              ))}
            </ul>
            {atRisk.length === 0 ? (
              <p className="text-sm text-slate-600">
                {data.skills.length === 0
                  ? 'No skill levels recorded yet: coverage appears once people add their skills.'
                  : 'Every skill has at least two people at level 4 or above.'}
              </p>
            ) : (
              // A workspace can have dozens: the list scrolls inside the card (a keyboard can scroll it too).
              <div
                role="region"
                aria-label="Skills at risk or missing"
                tabIndex={0}
                className="-mx-2 max-h-96 overflow-y-auto px-2"
              >
                <ul aria-label="Skills at risk or missing" className="flex flex-col divide-y divide-slate-100">
                  {atRisk.map((skill) => (
                    <li key={skill.key} className="flex items-start justify-between gap-3 py-2.5 first:pt-0 last:pb-0">
                      <div className="min-w-0">
                        <p className="text-sm font-medium break-words text-slate-900">{skill.name}</p>
                        <p className="text-xs/5 text-slate-600">
                          {skill.category} · {riskLine(skill, data.named)}
                        </p>
                      </div>
                      <Badge variant={STATUS_VARIANTS[skill.status]}>{COVERAGE_STATUS_LABELS[skill.status]}</Badge>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
