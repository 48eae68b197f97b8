/** Query keys of the team page, per workspace. The caller's pause lives under the profile's matching key. */
export const teamKeys = {
  all: ['team'] as const,
  people: (companyId: string) => ['team', companyId, 'people'] as const,
  matches: (companyId: string) => ['team', companyId, 'matches'] as const,
};
