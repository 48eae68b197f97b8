import type { ReactNode } from 'react';
import { ApiError } from '@/lib/api-client';

/**
 * The server's own sentence for a request it refused (4xx), e.g. "This session is full". 5xx answers
 * and network failures give none: "Internal Server Error" or "Failed to fetch" would not help the reader.
 */
export function serverReason(error: unknown): string | undefined {
  return error instanceof ApiError && error.status < 500 ? error.body?.message : undefined;
}

/** A failure toast's description: the specification's sentence, then the server's reason on a second line. */
export function failureDescription(sentence: string, error: unknown): ReactNode {
  const detail = serverReason(error);
  if (!detail || detail === sentence) return sentence;
  return (
    <>
      <span className="block">{sentence}</span>
      <span className="block">{detail}</span>
    </>
  );
}
