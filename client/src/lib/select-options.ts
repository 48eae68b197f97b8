import type { SelectOption } from '@/components/ui/select';
import {
  COMPANY_SIZES,
  INDUSTRIES,
  INDUSTRY_LABELS,
  MAIN_GOALS,
  MAIN_GOAL_LABELS,
  type CompanySize,
  type Industry,
  type MainGoal,
} from '@common/constants';

export const INDUSTRY_OPTIONS: readonly SelectOption<Industry>[] = INDUSTRIES.map((value) => ({
  value,
  label: INDUSTRY_LABELS[value],
}));
export const MAIN_GOAL_OPTIONS: readonly SelectOption<MainGoal>[] = MAIN_GOALS.map((value) => ({
  value,
  label: MAIN_GOAL_LABELS[value],
}));
export const COMPANY_SIZE_OPTIONS: readonly SelectOption<CompanySize>[] = COMPANY_SIZES.map((value) => ({
  value,
  label: `${value} employees`,
}));
