import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import type { SkillMatrix } from '@common/schemas/analytics';
import { dashboardKeys, type MatrixFilters } from './query-keys';

/** People per page: the contract's default, enough to fill a tall screen several times over. */
export const MATRIX_PAGE_SIZE = 200;

/** GET /api/companies/{id}/analytics/matrix: one page of people with their levels, plus the columns and filters. */
export function getSkillMatrixPage(
  companyId: string,
  filters: MatrixFilters,
  offset: number,
  signal?: AbortSignal,
): Promise<SkillMatrix> {
  return apiRequest<SkillMatrix>('GET', apiPath`/api/companies/${companyId}/analytics/matrix`, undefined, {
    query: { ...filters, offset, limit: MATRIX_PAGE_SIZE },
    signal,
  });
}

/** The offset of the page after `page`, or undefined when every person has arrived. */
export function nextMatrixOffset(page: SkillMatrix, pages: readonly SkillMatrix[]): number | undefined {
  const loaded = pages.reduce((sum, each) => sum + each.people.length, 0);
  return page.people.length > 0 && loaded < page.total ? loaded : undefined;
}

/**
 * The matrix as pages, fetched as the list scrolls (`fetchNextPage`). Only owners and admins see who holds which
 * skill: the caller leaves it disabled for a plain member (the server would answer 403) and shows a sentence instead.
 */
export function useSkillMatrix(companyId: string, filters: MatrixFilters, enabled = true) {
  return useInfiniteQuery({
    enabled,
    queryKey: dashboardKeys.matrix(companyId, filters),
    queryFn: ({ pageParam, signal }) => getSkillMatrixPage(companyId, filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (page, pages) => nextMatrixOffset(page, pages),
    // A new filter or order keeps the previous rows (and the filters' choices) on screen until its rows arrive.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === companyId ? keepPreviousData(previous) : undefined,
  });
}

/** Every page of the matrix under these filters, for a CSV of all of it (not just what has scrolled by). */
export async function getWholeSkillMatrix(companyId: string, filters: MatrixFilters): Promise<SkillMatrix> {
  const pages: SkillMatrix[] = [await getSkillMatrixPage(companyId, filters, 0)];
  for (let offset = nextMatrixOffset(pages[0]!, pages); offset !== undefined;) {
    const page = await getSkillMatrixPage(companyId, filters, offset);
    pages.push(page);
    offset = nextMatrixOffset(page, pages);
  }
  return mergeMatrixPages(pages);
}

/** Pages as one matrix: the first page's columns and filters, every page's people. */
export function mergeMatrixPages(pages: readonly SkillMatrix[]): SkillMatrix {
  const [first] = pages;
  if (!first) return { total: 0, skills: [], people: [], departments: [], roles: [] };
  return { ...first, people: pages.flatMap((page) => page.people) };
}
