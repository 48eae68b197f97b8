import { formatCount } from '@/lib/english-format';

/** "1 view", "12 views". */
export function pluralize(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
