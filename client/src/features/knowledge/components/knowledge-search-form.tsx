import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { LIMITS } from '@common/constants';

export interface KnowledgeSearchFormProps {
  value: string;
  onValueChange: (value: string) => void;
  /** Runs the search for the trimmed text; an empty box means "back to the list". */
  onSearch: (term: string) => void;
}

/**
 * Search runs when asked (Enter or the Search button), not on every keystroke: full-text ranking is a
 * server call, and results that jump while typing are hard to read.
 */
export function KnowledgeSearchForm({ value, onValueChange, onSearch }: KnowledgeSearchFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form role="search" aria-label="Knowledge" onSubmit={submit} className="flex w-full gap-2">
      <div className="relative min-w-0 flex-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        />
        <Input
          type="search"
          aria-label="Search knowledge"
          placeholder="Search, e.g. postmortem"
          maxLength={LIMITS.searchQueryMax}
          value={value}
          onChange={(event) => {
            onValueChange(event.target.value);
            // Emptying the box (typing, Escape or the browser's clear button) returns to the list.
            if (event.target.value === '') onSearch('');
          }}
          className="pl-9"
        />
      </div>
      <Button type="submit" variant="outline">
        Search
      </Button>
    </form>
  );
}
