/**
 * The text rules of iCalendar (RFC 5545) that every calendar file the site writes keeps: the agenda's
 * (modules/agenda/icalendar.ts) and each lodging's (modules/calendar-sync/lodging-export.ts). Text values
 * escaped, lines folded at 75 octets, CRLF line ends.
 */

/** CRLF, a bare CR or a bare LF: one line break each. */
const LINE_BREAK = /\r\n?|\n/g;
/** Control characters (C0, DEL, C1); RFC 5545 allows none in TEXT but the tab, which is written as a space. */
const CONTROL = /\p{Cc}/gu;

/**
 * TEXT values (RFC 5545 §3.3.11): every line break, a bare CR included, becomes the escape \n, a tab a
 * space, other control characters are dropped, and backslash, semicolon and comma are escaped. So no
 * stored text can end a content line or start a property of its own.
 */
export function escapeText(text: string): string {
  return text
    .replace(LINE_BREAK, '\n')
    .replace(/\t/g, ' ')
    .replace(CONTROL, (char) => (char === '\n' ? char : ''))
    .replace(/[\\;,]/g, (char) => `\\${char}`)
    .replace(/\n/g, '\\n');
}

const encoder = new TextEncoder();

/** A content line folded so no line is longer than 75 octets, never inside a UTF-8 character (§3.1). */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75.
    if (octets + size > 75) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

/** A parameter value (RFC 5545 §3.2): quoted, without the quote, control characters or line breaks it cannot hold. */
export function quotedParameter(text: string): string {
  return `"${text.replace(CONTROL, '').replaceAll('"', '')}"`;
}

/** Content lines as a calendar file: each folded, every line ended by CRLF, the last one too. */
export function calendarFile(lines: readonly string[]): string {
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
