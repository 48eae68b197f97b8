import type { Recommendation } from '@common/schemas/users';

/** Which suggested skills a recompute added and which it dropped, by name (a recompute gives new ids). */
export interface RecommendationChanges {
  added: string[];
  removed: string[];
}

export function compareRecommendations(
  before: readonly Pick<Recommendation, 'skillName'>[],
  after: readonly Pick<Recommendation, 'skillName'>[],
): RecommendationChanges {
  const key = (name: string) => name.trim().toLowerCase();
  const beforeKeys = new Set(before.map((item) => key(item.skillName)));
  const afterKeys = new Set(after.map((item) => key(item.skillName)));
  return {
    added: after.map((item) => item.skillName).filter((name) => !beforeKeys.has(key(name))),
    removed: before.map((item) => item.skillName).filter((name) => !afterKeys.has(key(name))),
  };
}

export const hasChanges = (changes: RecommendationChanges) => changes.added.length + changes.removed.length > 0;

/** "New: Terraform, Go. No longer suggested: Public Speaking." or "No changes" for the same list. */
export function describeRecommendationChanges(changes: RecommendationChanges): string {
  if (!hasChanges(changes)) return 'No changes: these skills still fit your profile best.';
  return [
    changes.added.length > 0 ? `New: ${changes.added.join(', ')}.` : '',
    changes.removed.length > 0 ? `No longer suggested: ${changes.removed.join(', ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}
