const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const countFormat = new Intl.NumberFormat('en-US');

/** "Mar 4, 2025"; an unparseable timestamp shows as an empty string rather than "Invalid Date". */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

export function formatCount(value: number): string {
  return countFormat.format(value);
}

/** "1 view", "12 views". */
export function pluralize(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
