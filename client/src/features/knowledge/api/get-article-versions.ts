import { useQuery } from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import type { KnowledgeVersion, KnowledgeVersionSummary } from '@common/schemas/knowledge';
import { knowledgeKeys } from './query-keys';

/** GET /api/knowledge/{id}/versions: the earlier versions, newest first, without their text. */
export function useArticleVersions(id: string) {
  return useQuery({
    queryKey: knowledgeKeys.versions(id),
    queryFn: ({ signal }) =>
      apiRequest<KnowledgeVersionSummary[]>('GET', apiPath`/api/knowledge/${id}/versions`, undefined, { signal }),
  });
}

/** GET /api/knowledge/{id}/versions/{version}: one earlier version with its text. */
export function useArticleVersion(id: string, version: number) {
  return useQuery({
    queryKey: knowledgeKeys.version(id, version),
    queryFn: ({ signal }) =>
      apiRequest<KnowledgeVersion>('GET', apiPath`/api/knowledge/${id}/versions/${version}`, undefined, {
        signal,
      }),
  });
}
