import { formatMonthDayYear } from '@/lib/english-format';
import { INDUSTRY_LABELS, MAIN_GOAL_LABELS, type Industry, type MainGoal } from '@common/constants';

/** What the profile says when a field was never filled in. */
const NOT_SET = 'Not set';

/** An empty role reads "Professional". */
export function displayRole(role: string | null | undefined): string {
  return role?.trim() || 'Professional';
}

export function industryLabel(industry: Industry | null | undefined): string {
  return industry ? INDUSTRY_LABELS[industry] : NOT_SET;
}

export function mainGoalLabel(mainGoal: MainGoal | null | undefined): string {
  return mainGoal ? MAIN_GOAL_LABELS[mainGoal] : NOT_SET;
}

/** "March 5, 2025"; "Unknown" when the date is missing or unreadable. */
export function formatMemberSince(createdAt: string | null | undefined): string {
  if (!createdAt) return 'Unknown';
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? 'Unknown' : formatMonthDayYear(date, 'long');
}
