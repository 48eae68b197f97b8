import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import type { PersonSkill, PersonSkillInput } from '@common/schemas/skill-levels';
import { profileKeys } from './query-keys';

/** GET /api/users/{id}/skill-levels: the person's skills with levels and marks. */
export function useSkillLevels(userId: string) {
  return useQuery({
    queryKey: profileKeys.skillLevels(userId),
    queryFn: ({ signal }) =>
      apiRequest<PersonSkill[]>('GET', apiPath`/api/users/${userId}/skill-levels`, undefined, { signal }),
  });
}

/** PUT /api/users/{id}/skill-levels: replaces the set; held skills join the profile's skills, so it is refetched. */
export function useSaveSkillLevels(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (skills: PersonSkillInput[]) =>
      apiRequest<PersonSkill[]>('PUT', apiPath`/api/users/${userId}/skill-levels`, { skills }),
    onSuccess: (saved) => {
      queryClient.setQueryData(profileKeys.skillLevels(userId), saved);
      return queryClient.invalidateQueries({ queryKey: profileKeys.user(userId), exact: true });
    },
  });
}
