import { useMemo, useState, type ReactNode } from 'react';
import { DirectoryFilters, NoPeopleFound } from './directory-filters';

/**
 * A people directory's body: the search and department toolbar, a live count for screen readers, and the cards of
 * whoever the search and filter leave (or a way back to everyone). Shared by the team page and the HR demo, which
 * differ only in whom they list and how a card looks.
 */
export function FilteredDirectory<Person extends { id: string }, Filter extends string>({
  people,
  filters,
  allFilter,
  filter,
  searchLabel,
  noun,
  renderCard,
}: {
  people: readonly Person[];
  filters: readonly Filter[];
  /** The filter that shows everyone, selected at first and after a reset. */
  allFilter: Filter;
  filter: (people: readonly Person[], query: string, selected: Filter) => Person[];
  /** The search box's accessible name, e.g. "Search people". */
  searchLabel: string;
  /** How the live count names one person and several, e.g. ['person', 'people']. */
  noun: readonly [one: string, many: string];
  renderCard: (person: Person) => ReactNode;
}) {
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<Filter>(allFilter);
  const visible = useMemo(() => filter(people, query, selected), [filter, people, query, selected]);

  return (
    <>
      <DirectoryFilters
        searchLabel={searchLabel}
        query={query}
        onQueryChange={setQuery}
        filters={filters}
        selected={selected}
        onSelect={setSelected}
      />

      <p aria-live="polite" className="sr-only">
        {visible.length === 1 ? `1 ${noun[0]} shown` : `${visible.length} ${noun[1]} shown`}
      </p>

      {visible.length === 0 ? (
        <NoPeopleFound
          onClear={() => {
            setQuery('');
            setSelected(allFilter);
          }}
        />
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {visible.map((person) => (
            <li key={person.id} className="flex min-w-0">
              {renderCard(person)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
