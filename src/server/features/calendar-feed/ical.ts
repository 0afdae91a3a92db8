// A small iCalendar (RFC 5545) writer for the calendar feed: all-day events only, which is all the
// feed holds. Written here rather than taken from a library: the whole format the feed needs is the
// text escaping (§3.3.11), line folding at 75 octets (§3.1) and CRLF line ends, each tested against
// a real parser (tests/unit/ical.test.ts).

export interface AllDayEvent {
  /** Stable across fetches (`<kind>-<id>@<host>`), so a calendar app updates the event rather than adding another. */
  uid: string;
  /** The day, YYYY-MM-DD. */
  day: string;
  summary: string;
  description?: string;
  /** The portal page the event is about. */
  url?: string;
  categories?: string;
}

export interface CalendarFile {
  /** The calendar's name in the app's list (X-WR-CALNAME). */
  name: string;
  /** How often calendar apps should fetch again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshHours: number;
  /** DTSTAMP of every event: when this file was made. */
  now: Date;
  events: readonly AllDayEvent[];
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/**
 * A TEXT value (§3.3.11): backslash, semicolon and comma escaped, line breaks as `\n`. Other
 * control characters are not allowed in a content line (§3.1) and are dropped.
 */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, '\n')
      .replace(/[\\;,]/g, (c) => `\\${c}`)
      .replace(/\n/g, '\\n')
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '')
  );
}

/**
 * Folds a content line into lines of at most 75 octets (§3.1): each continuation starts with one
 * space. A UTF-8 character is never split across lines.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > MAX_OCTETS) {
      parts.push(current);
      // The leading space of a continuation counts towards its 75 octets.
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

/** YYYYMMDD of a YYYY-MM-DD day. */
const dateValue = (day: string) => day.replaceAll('-', '');

/** The day after (DTEND of an all-day event is exclusive: Outlook wants it written). */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** A UTC DATE-TIME: 20250102T030405Z. */
const utcStamp = (at: Date) => `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

function eventLines(event: AllDayEvent, stamp: string): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${dateValue(event.day)}`,
    `DTEND;VALUE=DATE:${dateValue(nextDay(event.day))}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  // A URI value is not TEXT: it is written as it is (our links carry no control characters).
  if (event.url) lines.push(`URL:${event.url}`);
  if (event.categories) lines.push(`CATEGORIES:${escapeText(event.categories)}`);
  // A due date is not a meeting: it never shows the person as busy.
  lines.push('TRANSP:TRANSPARENT', 'END:VEVENT');
  return lines;
}

/** The whole file: CRLF line ends, every line folded. */
export function writeCalendar(file: CalendarFile): string {
  const stamp = utcStamp(file.now);
  const ttl = `PT${file.refreshHours}H`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Hands-On Portal//Calendar feed//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(file.name)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${ttl}`,
    `X-PUBLISHED-TTL:${ttl}`,
    ...file.events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
