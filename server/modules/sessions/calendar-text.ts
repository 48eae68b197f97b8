/**
 * Text going into an iCalendar file (RFC 5545) written by the `ics` package, and the file's line folding.
 *
 * A content line ends at CRLF, so a line break inside a person's name or a title would end the line and let the rest
 * be read as properties of its own (a second VEVENT, another ORGANIZER). The package escapes property text (backslash,
 * semicolon, comma, LF) but passes parameter values (CN="...") through with only `"` backslash-escaped, which RFC 5545
 * does not allow, and a lone CR through everywhere; and it folds lines by characters where the RFC counts octets.
 */

/** Line breaks as people type or paste them: CRLF, CR, LF, NEL and the Unicode line and paragraph separators. */
const LINE_BREAKS = /\r\n|[\r\n\u0085\u2028\u2029]/g;

/** C0 and C1 controls and DEL (Unicode's Cc), but tab and LF, which property text may hold (LF is escaped as \n). */
const CONTROLS_BUT_TAB_AND_LF = /(?![\t\n])\p{Cc}/gu;

/** What a quoted parameter value cannot hold: any control (Cc) and the line and paragraph separators. */
const NOT_IN_PARAMETER = /[\p{Cc}\u2028\u2029]+/gu;

/**
 * Property text (SUMMARY, DESCRIPTION) for the package, which escapes it: every kind of line break becomes LF and
 * other controls are dropped, so the only line break it meets is the one it knows how to escape.
 */
export function calendarText(text: string): string {
  return text.replace(LINE_BREAKS, '\n').replace(CONTROLS_BUT_TAB_AND_LF, '');
}

/**
 * A parameter value (a person's name as CN): a quoted string may hold neither a control nor `"` (RFC 5545 3.1), so a
 * run of controls becomes one space and `"` becomes `'`. A caret is doubled: readers of RFC 6868 (ical.js, Apple's
 * and Mozilla's calendars) read `^n` as a line break and `^'` as a quote, and `^^` as one caret.
 */
export function calendarParameter(text: string): string {
  return text.replace(NOT_IN_PARAMETER, ' ').replace(/"/g, "'").replace(/\^/g, '^^').trim();
}

/** A calendar address (after MAILTO:): controls would end the line, and an address never holds one. */
export function calendarAddress(address: string): string {
  return address.replace(NOT_IN_PARAMETER, '');
}

/** Lines longer than this many octets, CRLF excluded, are folded (RFC 5545 3.1). */
export const MAX_LINE_OCTETS = 75;

/**
 * The file with every content line folded at 75 octets: a continuation line starts with one space, which counts
 * toward its 75. A character is never split, so a UTF-8 reader never sees half of one. The file is unfolded first
 * (a CRLF followed by a space or tab joins the lines), so whatever folding the package did is replaced.
 */
export function foldCalendarLines(text: string): string {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map(foldLine)
    .join('\r\n');
}

function foldLine(line: string): string {
  if (Buffer.byteLength(line) <= MAX_LINE_OCTETS) return line;
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  let room = MAX_LINE_OCTETS;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    if (octets + size > room) {
      parts.push(part);
      part = '';
      octets = 0;
      room = MAX_LINE_OCTETS - 1; // the leading space of the continuation
    }
    part += character;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
}
