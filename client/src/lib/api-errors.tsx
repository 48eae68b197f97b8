import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from './api-client';

/**
 * The sentence to show for a failed call: for a refused request (4xx) the server's `message` (or, without
 * one, "<status>: <text>"); for anything else (a 5xx, whose message is only "Internal Server Error",
 * proxy pages, network failures) the screen's fallback, which says what to do.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status >= 500) return fallback;
  return error.body?.message ?? error.message;
}

/** The server's own sentence for a request it refused (4xx), e.g. "This session is full"; none for 5xx or network failures. */
function refusalReason(error: unknown): string | undefined {
  return error instanceof ApiError && error.status < 500 ? error.body?.message : undefined;
}

/** Where the server's reason for a refused request goes in the toast. */
type ServerReasonPlacement =
  /** The server's sentence replaces the screen's (which stays the fallback for 5xx and network failures). */
  | 'instead'
  /** The screen's sentence, then the server's on a second line. */
  | 'below'
  /** Only the screen's sentence. */
  | 'hidden';

/** A form that shows the server's field messages under its inputs. */
interface FormErrorTarget<T extends FieldValues> {
  setError: UseFormSetError<T>;
  /** The form's field names; issues about anything else are left to the toast. */
  fields: readonly Path<T>[];
  /** The field a 409 is about (e.g. the email that is already taken): it shows the server's sentence. */
  conflictField?: Path<T>;
}

export interface ShowApiErrorOptions<T extends FieldValues> {
  /** The toast's sentence in the product's words, e.g. "Failed to create knowledge" (docs/product.md, "Failure toasts"). */
  sentence: string;
  /** Defaults to 'hidden'. */
  serverReason?: ServerReasonPlacement;
  form?: FormErrorTarget<T>;
}

/** Server issue paths may arrive as "email", "body.email" or "body/email"; forms only know "email". */
function fieldNameFromPath(path: string): string {
  const parts = path.split(/[./]/).filter(Boolean);
  if (parts[0] === 'body') parts.shift();
  return parts.join('.');
}

/** A 400's per-field issues, and a 409's sentence on the conflict field, under the matching inputs. The first one gets focus. */
function showFieldErrors<T extends FieldValues>(
  error: unknown,
  { setError, fields, conflictField }: FormErrorTarget<T>,
): void {
  if (!(error instanceof ApiError)) return;
  const known = new Set<string>(fields);
  let focused = false;

  if (error.status === 400 && error.body?.issues) {
    for (const issue of error.body.issues) {
      // "tags.0" belongs to the field "tags" when the form has no field for the item itself.
      const path = fieldNameFromPath(issue.path);
      const name = known.has(path) ? path : path.split('.')[0]!;
      if (!known.has(name)) continue;
      setError(name as Path<T>, { type: 'server', message: issue.message }, { shouldFocus: !focused });
      focused = true;
    }
  }

  if (error.status === 409 && conflictField && error.body?.message) {
    setError(conflictField, { type: 'server', message: error.body.message }, { shouldFocus: true });
  }
}

function toastDescription(error: unknown, sentence: string, placement: ServerReasonPlacement): ReactNode {
  if (placement === 'instead') return apiErrorMessage(error, sentence);
  const reason = placement === 'below' ? refusalReason(error) : undefined;
  if (!reason || reason === sentence) return sentence;
  return (
    <>
      <span className="block">{sentence}</span>
      <span className="block">{reason}</span>
    </>
  );
}

/**
 * The one way a screen reports a failed call: the server's field messages under the form's inputs
 * (when a form is given), then an "Error" toast with the screen's sentence and, as asked, the server's
 * reason.
 */
export function showApiError<T extends FieldValues = FieldValues>(
  error: unknown,
  { sentence, serverReason = 'hidden', form }: ShowApiErrorOptions<T>,
): void {
  if (form) showFieldErrors(error, form);
  toast({ title: 'Error', description: toastDescription(error, sentence, serverReason), variant: 'destructive' });
}
