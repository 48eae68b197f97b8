import { describe, expect, it } from 'vitest';
import { compareRecommendations, describeRecommendationChanges } from './recommendation-changes';

const list = (...names: string[]) => names.map((skillName) => ({ skillName }));

describe('recommendation changes', () => {
  it('names the skills a recompute added and dropped, ignoring case and order', () => {
    const changes = compareRecommendations(
      list('Public Speaking', 'SQL', 'Docker'),
      list('docker', 'Terraform', 'Go', 'SQL'),
    );
    expect(changes).toEqual({ added: ['Terraform', 'Go'], removed: ['Public Speaking'] });
    expect(describeRecommendationChanges(changes)).toBe('New: Terraform, Go. No longer suggested: Public Speaking.');
  });

  it('says "No changes" for the same list, and only the half that changed otherwise', () => {
    expect(describeRecommendationChanges(compareRecommendations(list('SQL'), list('SQL')))).toMatch(/^No changes/);
    expect(describeRecommendationChanges(compareRecommendations(list('SQL'), list('SQL', 'Go')))).toBe('New: Go.');
    expect(describeRecommendationChanges(compareRecommendations(list('SQL', 'Go'), list('Go')))).toBe(
      'No longer suggested: SQL.',
    );
  });
});
