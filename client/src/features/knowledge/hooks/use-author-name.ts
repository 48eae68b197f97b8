import { useCallback, useMemo } from 'react';
import { useUsers } from '@/lib/identity/get-users';

/** Looks up authors' names in the users list (fetched once and shared with the rest of the app). */
export function useAuthorName(): (authorId: string | null) => string | undefined {
  const { data: users } = useUsers();
  const names = useMemo(() => new Map((users ?? []).map((user) => [user.id, user.fullName])), [users]);
  return useCallback((authorId) => (authorId ? names.get(authorId) : undefined), [names]);
}
