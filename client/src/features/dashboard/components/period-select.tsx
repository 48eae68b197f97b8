import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { DASHBOARD_PERIODS, DASHBOARD_PERIOD_LABELS, type DashboardPeriod } from '@common/constants';

function toPeriod(value: string): DashboardPeriod | undefined {
  return DASHBOARD_PERIODS.find((period) => String(period) === value);
}

/** "Last 7 days" ... "Last 12 months": the period every figure on the dashboard covers. */
export function PeriodSelect({
  value,
  onChange,
  disabled = false,
}: {
  value: DashboardPeriod;
  onChange: (period: DashboardPeriod) => void;
  disabled?: boolean;
}) {
  return (
    <Select
      disabled={disabled}
      value={String(value)}
      onValueChange={(next) => {
        const period = toPeriod(next);
        if (period) onChange(period);
      }}
    >
      <SelectTrigger aria-label="Time period" className="w-full sm:w-40">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {DASHBOARD_PERIODS.map((period) => (
          <SelectItem key={period} value={String(period)}>
            {DASHBOARD_PERIOD_LABELS[period]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
