import { Button } from '@/components/ui/button';
import { KNOWLEDGE_CATEGORIES } from '@common/constants';
import type { CategoryFilterValue } from '../lib/categories';

const FILTERS: readonly { value: CategoryFilterValue; label: string }[] = [
  { value: null, label: 'All' },
  ...KNOWLEDGE_CATEGORIES.map((category) => ({ value: category, label: category })),
];

/** All + the six categories as toggle buttons; the pressed one is the current filter (of the list or a search). */
export function CategoryFilter({
  value,
  onChange,
}: {
  value: CategoryFilterValue;
  onChange: (value: CategoryFilterValue) => void;
}) {
  return (
    <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
      {FILTERS.map((filter) => {
        const pressed = filter.value === value;
        return (
          <Button
            key={filter.label}
            size="sm"
            variant={pressed ? 'default' : 'outline'}
            aria-pressed={pressed}
            onClick={() => onChange(filter.value)}
          >
            {filter.label}
          </Button>
        );
      })}
    </div>
  );
}
