import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'wouter';
import { KNOWLEDGE_CATEGORIES, LIMITS, type KnowledgeCategory } from '@common/constants';
import type { CategoryFilterValue } from '../lib/categories';

/**
 * The knowledge hub's state lives in its address, so a reload, a shared link and Back all return to it:
 * `/knowledge?q=postmortem&category=Processes&tab=sessions`.
 *
 * - `q`: the submitted search term (typing alone changes nothing; a search runs on Enter or the button);
 * - `category`: the category filter, left out for All;
 * - `tab`: `sessions` for Peer Learning, left out for Institutional Knowledge.
 *
 * Each change is a deliberate step (a search, a filter, a tab), so each pushes one history entry and Back
 * undoes it. Other parameters (`article`) are kept as they are. Values that are not valid are ignored.
 */

export type HubTab = 'institutional' | 'peer-learning';

const PARAMS = { term: 'q', category: 'category', tab: 'tab' } as const;
const SESSIONS_TAB = 'sessions';

function parseCategory(value: string | null): CategoryFilterValue {
  return KNOWLEDGE_CATEGORIES.find((category) => category === value) ?? null;
}

function parseTerm(value: string | null): string {
  return (value ?? '').trim().slice(0, LIMITS.searchQueryMax);
}

export function useHubParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const term = parseTerm(searchParams.get(PARAMS.term));
  const category = parseCategory(searchParams.get(PARAMS.category));
  const tab: HubTab = searchParams.get(PARAMS.tab) === SESSIONS_TAB ? 'peer-learning' : 'institutional';

  // The address as last set here or rendered: two changes before the next render (the tabs report one
  // choice on press and again on focus) must see each other.
  const latest = useRef(searchParams.toString());
  useEffect(() => {
    latest.current = searchParams.toString();
  }, [searchParams]);

  /** Sets or removes (null or empty) some of the hub's parameters in one history step; no change, no step. */
  const update = useCallback(
    (changes: Partial<Record<keyof typeof PARAMS, string | null>>) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes) as [keyof typeof PARAMS, string | null][]) {
        if (value) next.set(PARAMS[key], value);
        else next.delete(PARAMS[key]);
      }
      if (next.toString() === latest.current) return;
      latest.current = next.toString();
      setSearchParams(next);
    },
    [setSearchParams],
  );

  const setTerm = useCallback((next: string) => update({ term: next.trim() }), [update]);
  const setCategory = useCallback((next: KnowledgeCategory | null) => update({ category: next }), [update]);
  const setTab = useCallback(
    (next: HubTab) => update({ tab: next === 'peer-learning' ? SESSIONS_TAB : null }),
    [update],
  );
  /** Back to browsing everything: no search and no filter, in one step. */
  const showAll = useCallback(() => update({ term: null, category: null }), [update]);

  return { term, category, tab, setTerm, setCategory, setTab, showAll };
}
