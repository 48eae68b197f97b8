import { formatDayMonth, formatMonthYear } from '@/lib/english-format';
import type { DashboardPeriod } from '@common/constants';

/** The API's ROI multiple with one decimal and an "x": 3.4 -> "3.4x", 3 -> "3.0x" (docs/roi.md). */
export function formatRoi(roi: number): string {
  return `${roi.toFixed(1)}x`;
}

/** How the cards' captions name the period: "in the last 30 days". */
export const PERIOD_PHRASES: Record<DashboardPeriod, string> = {
  7: 'the last 7 days',
  30: 'the last 30 days',
  90: 'the last 90 days',
  365: 'the last 12 months',
};

/**
 * An activity bucket's label from its first instant: "12 Mar" (a day), "Week of 3 Mar", "Mar 2026" (a month).
 * Read in UTC, the zone the server cuts buckets in, so a bucket never shows as the day before.
 */
export function formatBucket(start: string, bucket: 'day' | 'week' | 'month'): string {
  const date = new Date(start);
  if (bucket === 'month') return formatMonthYear(date, 'utc');
  return bucket === 'week' ? `Week of ${formatDayMonth(date, 'utc')}` : formatDayMonth(date, 'utc');
}
