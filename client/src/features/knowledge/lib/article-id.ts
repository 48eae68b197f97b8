const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The `?article=` value, when it is an article id. Anything else is ignored: the id goes into request
 * paths, and "../.." in a shared link must not turn into a request for some other URL.
 */
export function parseArticleId(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return UUID.test(trimmed) ? trimmed.toLowerCase() : null;
}
