/**
 * Where "Propose a swap" goes: the swap form, filled with the colleague and both skills (the team suggestions and
 * the profile's "Ask Priya" both send people there).
 */
export function proposeSwapHref(toUserId: string, teach: string | null, learn: string): string {
  const params = new URLSearchParams({ to: toUserId });
  if (teach) params.set('teach', teach);
  params.set('learn', learn);
  return `/swaps/new?${params.toString()}`;
}
