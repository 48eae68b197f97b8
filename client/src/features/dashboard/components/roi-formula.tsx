import { Info } from 'lucide-react';
import { Tooltip } from '@/components/ui/tooltip';

/** How the ROI multiple is computed (the server's roi(), docs/roi.md), in words a director can repeat. */
export const ROI_FORMULA = [
  'Value = (learner hours + knowledge views × 6 minutes) × $60 per hour.',
  'Cost = seats × $19 per seat and month × (days ÷ 30).',
  'ROI = value ÷ cost, to one decimal (0 with no seats).',
] as const;

/** "How ROI is computed" under the ROI figure: shows the formula on hover and on keyboard focus. */
export function RoiFormula() {
  return (
    <Tooltip
      align="start"
      className="gap-1 text-xs font-medium text-brand-700 underline-offset-2 hover:underline"
      content={
        <span className="flex flex-col gap-1">
          {ROI_FORMULA.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </span>
      }
    >
      <Info aria-hidden="true" className="size-3.5" />
      How ROI is computed
    </Tooltip>
  );
}
