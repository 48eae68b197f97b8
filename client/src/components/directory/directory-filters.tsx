import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';

/**
 * The people directories' toolbar (the HR demo's employees, the team page's colleagues): a search box and one
 * toggle button per department, the pressed one showing the filter in force.
 */
export function DirectoryFilters<Filter extends string>({
  searchLabel,
  query,
  onQueryChange,
  filters,
  selected,
  onSelect,
}: {
  /** The search box's accessible name, e.g. "Search people". */
  searchLabel: string;
  query: string;
  onQueryChange: (query: string) => void;
  filters: readonly Filter[];
  selected: Filter;
  onSelect: (filter: Filter) => void;
}) {
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      <div className="relative w-full lg:max-w-sm">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        />
        <Input
          type="search"
          aria-label={searchLabel}
          placeholder="Search by name, role or skill"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          className="pl-9"
        />
      </div>
      <div role="group" aria-label="Filter by department" className="flex flex-wrap gap-2">
        {filters.map((filter) => (
          <Button
            key={filter}
            size="sm"
            variant={selected === filter ? 'default' : 'outline'}
            aria-pressed={selected === filter}
            onClick={() => onSelect(filter)}
          >
            {filter}
          </Button>
        ))}
      </div>
    </div>
  );
}

/** What a directory shows when the search and filter leave nobody, with a way back to everyone. */
export function NoPeopleFound({ onClear }: { onClear: () => void }) {
  return (
    <EmptyState
      icon={Search}
      title="No employees found"
      description="Try another name or skill, or show all departments."
      action={
        <Button variant="outline" onClick={onClear}>
          Clear filters
        </Button>
      }
    />
  );
}
