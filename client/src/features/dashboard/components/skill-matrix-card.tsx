import { elementScroll, useVirtualizer, type Virtualizer, type VirtualizerOptions } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, ArrowUpDown, Grid3x3, Lock } from 'lucide-react';
import { useDeferredValue, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/english-format';
import {
  SKILL_LEVEL_CELL_CLASSES,
  SKILL_LEVEL_LABELS,
  SKILL_LEVELS,
  skillLevelName,
  type SkillLevel,
} from '@/lib/skill-level-style';
import type { SkillColumn, SkillMatrix } from '@common/schemas/analytics';
import { matrixTable } from '../analytics-tables';
import { getWholeSkillMatrix, mergeMatrixPages, useSkillMatrix } from '../api/get-skill-matrix';
import type { MatrixFilters } from '../api/query-keys';
import { CardHeading } from './card-heading';
import { DownloadCsvButton } from './table-tools';

/** Row height in pixels: the virtualiser places rows by it, so the CSS below must match. */
const ROW_HEIGHT = 36;
/** Rows from the end of what has arrived at which the next page is asked for, so scrolling rarely waits. */
const PREFETCH_ROWS = 60;
const WINDOW_WITHOUT_LAYOUT = { width: 1024, height: 480 };
/** The sentence a member sees instead of the grid. */
export const MATRIX_ADMINS_ONLY = 'Only workspace admins can see who holds which skill.';

type Person = SkillMatrix['people'][number];

/** "Priya Shah, Kubernetes: 4 Advanced": a cell's accessible name and tooltip. */
export function cellName(person: Person, skill: SkillColumn): string {
  const level = person.levels[skill.key];
  return `${person.fullName}, ${skill.name}: ${level === undefined ? 'not held' : skillLevelName(level)}`;
}

/** Consecutive columns of one category, for the header row of categories. */
function categorySpans(skills: readonly SkillColumn[]) {
  const spans: { category: string; span: number }[] = [];
  for (const skill of skills) {
    const last = spans.at(-1);
    if (last?.category === skill.category) last.span += 1;
    else spans.push({ category: skill.category, span: 1 });
  }
  return spans;
}

function SortIcon({ sorted }: { sorted: 'asc' | 'desc' | undefined }) {
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
  return <Icon aria-hidden="true" className={cn('size-3 shrink-0', !sorted && 'text-slate-400')} />;
}

const ariaSort = (sorted: 'asc' | 'desc' | undefined) =>
  sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined;

function FilterSelect({
  label,
  allLabel,
  value,
  choices,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: string | undefined;
  choices: readonly string[];
  onChange: (value: string | undefined) => void;
}) {
  return (
    <label className="flex min-w-0 flex-col gap-1 text-sm font-medium text-slate-700">
      {label}
      <select
        className="h-9 w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 text-sm font-normal sm:w-52"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{allLabel}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The levels' colours with their numbers and words, so the scale reads without guessing. */
function LevelLegend() {
  return (
    <ul aria-label="Levels" className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">
      {SKILL_LEVELS.map((level) => (
        <li key={level} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className={cn(
              'flex size-5 items-center justify-center rounded text-[11px] font-semibold tabular-nums',
              SKILL_LEVEL_CELL_CLASSES[level],
            )}
          >
            {level}
          </span>
          {SKILL_LEVEL_LABELS[level]}
        </li>
      ))}
    </ul>
  );
}

/**
 * The scroll box's size as the resize observer reports it. The virtualiser's own observer reads the box's size
 * at once, while React is still attaching the dashboard, which forces the page's layout in the middle of that
 * work; the observer's first report comes after the layout the browser does anyway. Until then, the window
 * assumed without layout stands.
 */
function observeRectFromResizes(
  instance: Virtualizer<HTMLDivElement, Element>,
  onRect: (rect: { width: number; height: number }) => void,
) {
  const element = instance.scrollElement;
  if (!element) return;
  const observer = new ResizeObserver(([entry]) => {
    const box = entry?.contentRect;
    onRect(
      box && box.height > 0 ? { width: Math.round(box.width), height: Math.round(box.height) } : WINDOW_WITHOUT_LAYOUT,
    );
  });
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * The virtualiser's scrolling, less its first write when that is to the top: on attaching, it scrolls its box
 * to where it believes it is, which for a new box is the top, where the box already is. Writing it anyway forces
 * the page's layout in the middle of drawing the dashboard.
 */
function scrollingFromTheTop(): VirtualizerOptions<HTMLDivElement, Element>['scrollToFn'] {
  let attached = false;
  return (offset, options, instance) => {
    const first = !attached;
    attached = true;
    if (first && offset + (options.adjustments ?? 0) === 0) return;
    elementScroll(offset, options, instance);
  };
}

/**
 * The grid: people down, skills across (a header row of categories above the skills), each cell the level as a
 * colour with its number. Only the rows in view are in the DOM (a thousand people by sixty skills stays quick);
 * the next page of people is asked for as the list nears its end. One cell is the grid's tab stop and the arrow
 * keys move it, so a keyboard reaches every cell without tabbing through thousands.
 */
function MatrixGrid({
  matrix,
  filters,
  onSort,
  onNearEnd,
}: {
  matrix: SkillMatrix;
  filters: MatrixFilters;
  onSort: (sort: string) => void;
  onNearEnd: () => void;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [scrollToFn] = useState(scrollingFromTheTop);
  const [active, setActive] = useState({ row: 0, col: 0 });
  const [pointed, setPointed] = useState<string | null>(null);
  const { people, skills, total } = matrix;
  // The virtualiser's methods change with every scroll; this component reads them fresh on each render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    // Before layout, and where there is none (a test's DOM), assume a window of a few hundred pixels rather than
    // none, so the first rows are there to read at once.
    initialRect: WINDOW_WITHOUT_LAYOUT,
    observeElementRect: observeRectFromResizes,
    scrollToFn,
  });
  const rows = virtualizer.getVirtualItems();
  const lastIndex = rows.at(-1)?.index ?? 0;
  useEffect(() => {
    if (lastIndex >= people.length - PREFETCH_ROWS) onNearEnd();
  }, [lastIndex, people.length, onNearEnd]);

  const sortedBy = (key: string) => (filters.sort === key ? filters.direction : undefined);
  const paddingTop = rows[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (rows.at(-1)?.end ?? 0);

  const moveTo = (row: number, col: number) => {
    const next = { row: Math.min(Math.max(row, 0), total - 1), col: Math.min(Math.max(col, 0), skills.length) };
    setActive(next);
    virtualizer.scrollToIndex(next.row);
    requestAnimationFrame(() =>
      scrollRef.current?.querySelector<HTMLElement>(`[data-cell="${next.row}:${next.col}"]`)?.focus(),
    );
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const page = Math.max(1, rows.length - 2);
    const moves: Record<string, [number, number]> = {
      ArrowUp: [active.row - 1, active.col],
      ArrowDown: [active.row + 1, active.col],
      ArrowLeft: [active.row, active.col - 1],
      ArrowRight: [active.row, active.col + 1],
      PageUp: [active.row - page, active.col],
      PageDown: [active.row + page, active.col],
      Home: [active.row, 0],
      End: [active.row, skills.length],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveTo(...move);
  };
  // Column 0 is the person's name; columns 1.. are the skills.
  const tabStop = (row: number, col: number) => (active.row === row && active.col === col ? 0 : -1);

  return (
    <div className="flex flex-col gap-2">
      <p aria-hidden="true" className="h-5 truncate text-xs text-slate-600 tabular-nums">
        {pointed ?? 'Hover over or move to a cell to see who holds the skill at which level.'}
      </p>
      <div
        ref={scrollRef}
        className="relative max-h-[520px] overflow-auto overscroll-x-contain rounded-lg border border-slate-200"
      >
        <table
          role="grid"
          aria-label="Skill matrix"
          aria-rowcount={total + 2}
          aria-colcount={skills.length + 1}
          className="border-separate border-spacing-0 text-sm"
          onKeyDown={onKeyDown}
        >
          <thead>
            <tr aria-rowindex={1} className="h-8">
              <th
                scope="col"
                rowSpan={2}
                aria-sort={ariaSort(sortedBy('name'))}
                className="sticky top-0 left-0 z-30 w-36 min-w-36 border-r border-b border-slate-200 bg-white px-3 align-bottom sm:w-52 sm:min-w-52"
              >
                <button
                  type="button"
                  onClick={() => onSort('name')}
                  className="flex items-center gap-1 pb-2 text-left text-xs font-semibold text-slate-700"
                >
                  Person
                  <SortIcon sorted={sortedBy('name')} />
                </button>
              </th>
              {categorySpans(skills).map(({ category, span }, index) => (
                <th
                  key={`${category}-${index}`}
                  scope="colgroup"
                  colSpan={span}
                  className="sticky top-0 z-20 h-8 border-b border-l border-slate-200 bg-slate-50 px-2 text-left text-xs font-semibold whitespace-nowrap text-slate-700"
                >
                  <span className="sticky left-38 sm:left-56">{category}</span>
                </th>
              ))}
            </tr>
            <tr aria-rowindex={2}>
              {skills.map((skill) => (
                <th
                  key={skill.key}
                  scope="col"
                  aria-sort={ariaSort(sortedBy(skill.key))}
                  className="sticky top-8 z-20 h-40 w-10 min-w-10 border-b border-l border-slate-100 bg-white p-0 align-bottom"
                >
                  <button
                    type="button"
                    title={`Sort by ${skill.name}`}
                    onClick={() => onSort(skill.key)}
                    className="flex h-full w-full flex-col items-center justify-end gap-1 px-1 pb-2 text-xs font-medium text-slate-700 hover:bg-slate-50"
                  >
                    <span className="max-h-24 rotate-180 overflow-hidden text-ellipsis whitespace-nowrap [writing-mode:vertical-rl]">
                      {skill.name}
                    </span>
                    <SortIcon sorted={sortedBy(skill.key)} />
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {paddingTop > 0 ? (
              <tr aria-hidden="true" style={{ height: paddingTop }}>
                <td colSpan={skills.length + 1} />
              </tr>
            ) : null}
            {rows.map(({ index }) => {
              const person = people[index];
              return (
                <tr key={index} aria-rowindex={index + 3} style={{ height: ROW_HEIGHT }}>
                  <th
                    scope="row"
                    data-cell={`${index}:0`}
                    tabIndex={person ? tabStop(index, 0) : undefined}
                    onFocus={() => setActive({ row: index, col: 0 })}
                    className="sticky left-0 z-10 w-36 max-w-36 border-r border-b border-slate-200 bg-white px-3 text-left font-normal sm:w-52 sm:max-w-52"
                  >
                    {person ? (
                      <span className="flex flex-col leading-tight">
                        <span className="truncate font-medium text-slate-900">{person.fullName}</span>
                        <span className="truncate text-xs text-slate-500">{person.role ?? person.department}</span>
                      </span>
                    ) : (
                      <Skeleton className="h-4 w-32" />
                    )}
                  </th>
                  {skills.map((skill, column) => {
                    const level = person?.levels[skill.key] as SkillLevel | undefined;
                    const name = person ? cellName(person, skill) : undefined;
                    return (
                      <td
                        key={skill.key}
                        role="gridcell"
                        data-cell={`${index}:${column + 1}`}
                        tabIndex={person ? tabStop(index, column + 1) : undefined}
                        aria-label={name}
                        title={name}
                        onMouseEnter={() => setPointed(name ?? null)}
                        onFocus={() => {
                          setActive({ row: index, col: column + 1 });
                          setPointed(name ?? null);
                        }}
                        className="border-b border-l border-slate-100 p-0.5"
                      >
                        {level ? (
                          <span
                            aria-hidden="true"
                            className={cn(
                              'flex h-full min-h-7 w-full items-center justify-center rounded text-xs font-semibold tabular-nums',
                              SKILL_LEVEL_CELL_CLASSES[level],
                            )}
                          >
                            {level}
                          </span>
                        ) : null}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
            {paddingBottom > 0 ? (
              <tr aria-hidden="true" style={{ height: paddingBottom }}>
                <td colSpan={skills.length + 1} />
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * The skill matrix for owners and admins (and everyone in the demo workspace): filters by department and role,
 * sort by name or by a skill's level, and a CSV of every person under the filters. A plain member is told that
 * only admins see who holds which skill; the coverage and demand cards still show them the aggregates.
 */
export function SkillMatrixCard({
  companyId,
  namesVisible,
}: {
  companyId: string;
  /** Whether the viewer may see who holds which skill (their role says so); undefined while it is not known yet. */
  namesVisible: boolean | undefined;
}) {
  const [filters, setFilters] = useState<MatrixFilters>({ sort: 'name', direction: 'asc' });
  // A plain member is not asked for what the server would refuse; a role changed since the page learnt it still
  // meets the server's 403, shown the same way.
  const matrix = useSkillMatrix(companyId, filters, namesVisible === true);
  const forbidden = namesVisible === false || (matrix.error instanceof ApiError && matrix.error.status === 403);
  // Drawn at a lower priority than input (React yields between components): see docs/performance.md, "Drawing data without blocking".
  const loaded = useDeferredValue(matrix.data);
  const data = loaded ? mergeMatrixPages(loaded.pages) : undefined;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = matrix;
  const onNearEnd = () => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  };
  const onSort = (sort: string) =>
    setFilters((current) => ({
      ...current,
      sort,
      // The same column again flips the order; a new skill starts with the strongest people first.
      direction:
        current.sort === sort ? (current.direction === 'asc' ? 'desc' : 'asc') : sort === 'name' ? 'asc' : 'desc',
    }));

  return (
    <Card className="flex min-w-0 flex-col">
      <CardHeading
        icon={Grid3x3}
        title="Skill Matrix"
        action={
          forbidden ? null : (
            <DownloadCsvButton
              subject="skill-matrix"
              title="Skill matrix"
              disabled={!data}
              table={async () => matrixTable(await getWholeSkillMatrix(companyId, filters))}
            />
          )
        }
        description="Who holds which skill, and how well: 1 Aware to 5 Expert."
      />
      <CardContent className="flex flex-col gap-4">
        {forbidden ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Lock aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
            {MATRIX_ADMINS_ONLY}
          </p>
        ) : matrix.isError ? (
          <LoadError
            title="Could not load the skill matrix"
            error={matrix.error}
            onRetry={() => void matrix.refetch()}
            retrying={matrix.isFetching}
          />
        ) : !data ? (
          <div className="flex flex-col gap-2" role="status">
            <span className="sr-only">Loading the skill matrix</span>
            {[0, 1, 2, 3, 4, 5].map((row) => (
              <Skeleton key={row} className="h-8 w-full" />
            ))}
          </div>
        ) : (
          <>
            <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
              <div className="flex flex-col gap-3 sm:flex-row">
                <FilterSelect
                  label="Department"
                  allLabel="All departments"
                  value={filters.department}
                  choices={data.departments}
                  onChange={(department) => setFilters((current) => ({ ...current, department }))}
                />
                <FilterSelect
                  label="Role"
                  allLabel="All roles"
                  value={filters.role}
                  choices={data.roles}
                  onChange={(role) => setFilters((current) => ({ ...current, role }))}
                />
              </div>
              <LevelLegend />
            </div>
            <p className="text-sm text-slate-600 tabular-nums" aria-live="polite">
              {formatCount(data.total)} {data.total === 1 ? 'person' : 'people'} · {formatCount(data.skills.length)}{' '}
              {data.skills.length === 1 ? 'skill' : 'skills'}
            </p>
            {data.total === 0 || data.skills.length === 0 ? (
              <p className="text-sm text-slate-600">No skill levels recorded for these people yet.</p>
            ) : (
              <div className={cn(matrix.isPlaceholderData && 'opacity-60 transition-opacity')}>
                <MatrixGrid matrix={data} filters={filters} onSort={onSort} onNearEnd={onNearEnd} />
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
