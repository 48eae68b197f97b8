import type { DashboardPeriod } from '@common/constants';

const countFormat = new Intl.NumberFormat('en-US');

/** 1284 -> "1,284". */
export function formatCount(value: number): string {
  return countFormat.format(value);
}

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
