import { useCallback } from 'react';
import { useSearchParams } from 'wouter';
import { DASHBOARD_PERIODS, DEFAULT_DASHBOARD_PERIOD, type DashboardPeriod } from '@common/constants';

const PARAM = 'days';

/** The `?days=` value as a period; anything else (missing, 14, "abc") is the default period. */
export function parsePeriod(value: string | null): DashboardPeriod {
  return DASHBOARD_PERIODS.find((period) => String(period) === value) ?? DEFAULT_DASHBOARD_PERIOD;
}

/**
 * The dashboard's period lives in the URL (`/dashboard?days=90`), so a reload, a shared link and Back from
 * another page all show the same period. A change replaces the history entry: Back leaves the dashboard
 * rather than stepping through every period tried. The default period keeps the address bare.
 */
export function usePeriodParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const period = parsePeriod(searchParams.get(PARAM));

  const setPeriod = useCallback(
    (next: DashboardPeriod) =>
      setSearchParams(
        (prev) => {
          const params = new URLSearchParams(prev);
          if (next === DEFAULT_DASHBOARD_PERIOD) params.delete(PARAM);
          else params.set(PARAM, String(next));
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  return [period, setPeriod] as const;
}
