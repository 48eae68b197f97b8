/** `/api/users/{id}` with the id escaped: it comes from the address bar, so it may hold anything. */
export function userUrl(id: string, ...rest: string[]): string {
  return ['/api/users', encodeURIComponent(id), ...rest].join('/');
}
