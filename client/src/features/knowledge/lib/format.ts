import { formatCount, formatMonthDayYear } from '@/lib/english-format';

/** "Mar 4, 2025"; an unparseable timestamp shows as an empty string rather than "Invalid Date". */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatMonthDayYear(date, 'short');
}

/** "1 view", "12 views". */
export function pluralize(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
