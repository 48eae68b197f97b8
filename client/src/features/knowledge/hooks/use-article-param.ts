import { useCallback } from 'react';
import { useSearchParams } from 'wouter';
import { parseArticleId } from '../lib/article-id';

const PARAM = 'article';

/**
 * The open article lives in the URL (`/knowledge?article=ID`), so links inside generated articles,
 * links from other pages and a reload all open the same article. Opening and closing replace the
 * history entry; links inside an article push one, so Back returns to the article it came from.
 */
export function useArticleParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const articleId = parseArticleId(searchParams.get(PARAM));

  const openArticle = useCallback(
    (id: string) =>
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set(PARAM, id);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const closeArticle = useCallback(
    () =>
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete(PARAM);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  return { articleId, openArticle, closeArticle };
}
