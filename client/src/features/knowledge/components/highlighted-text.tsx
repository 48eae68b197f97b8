import { Fragment } from 'react';
import type { HighlightSegment } from '@common/schemas/knowledge';

/**
 * Search highlights from the API's `{ text, match }` segments: matches become <mark>, everything is
 * React text. Never HTML: the segments carry article text that anyone in the company could write.
 */
export function HighlightedText({ segments }: { segments: readonly HighlightSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? (
          // Index keys are fine: the list is replaced as a whole for each new search.
          <mark key={index} className="rounded-sm bg-amber-100 px-0.5 text-slate-900">
            {segment.text}
          </mark>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </>
  );
}
