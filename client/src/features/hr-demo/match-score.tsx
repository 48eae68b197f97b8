import { Progress } from '@/components/ui/progress';
import type { DemoEmployee } from './employees';

/** An employee's match score as a figure and a bar (card and side panel). */
export function MatchScore({ employee }: { employee: DemoEmployee }) {
  return (
    <div>
      <div className="mb-1.5 flex items-center justify-between text-sm">
        <span className="text-slate-600">Match score</span>
        <span className="font-semibold text-slate-900 tabular-nums">{employee.matchingScore}%</span>
      </div>
      <Progress value={employee.matchingScore} label={`${employee.name} match score`} />
    </div>
  );
}
