import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * The sentence a toast should show for a failed call: for a 4xx the server's `message` (or, without
 * one, the spec's "<status>: <text>"); for anything else (a 5xx, whose message is only "Internal
 * Server Error", proxy pages, network failures) the screen's fallback, which says what to do.
 */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status >= 500) return fallback;
  return error.body?.message ?? error.message;
}

/** Server issue paths may arrive as "email", "body.email" or "body/email"; forms only know "email". */
function fieldNameFromPath(path: string): string {
  const parts = path.split(/[./]/).filter(Boolean);
  if (parts[0] === 'body') parts.shift();
  return parts.join('.');
}

/**
 * Shows a 400's per-field issues (and, for a 409, the conflict sentence on `conflictField`) under the
 * matching form fields. Returns true when at least one field got a message, so callers know the user
 * can see what went wrong next to the input.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  options: { conflictField?: Path<T> } = {},
): boolean {
  if (!(error instanceof ApiError)) return false;
  const known = new Set<string>(fields);
  let applied = false;

  if (error.status === 400 && error.body?.issues) {
    for (const issue of error.body.issues) {
      // "tags.0" belongs to the field "tags" when the form has no field for the item itself.
      const path = fieldNameFromPath(issue.path);
      const name = known.has(path) ? path : path.split('.')[0]!;
      if (!known.has(name)) continue;
      setError(name as Path<T>, { type: 'server', message: issue.message }, { shouldFocus: !applied });
      applied = true;
    }
  }

  if (error.status === 409 && options.conflictField && error.body?.message) {
    setError(options.conflictField, { type: 'server', message: error.body.message }, { shouldFocus: true });
    applied = true;
  }

  return applied;
}
