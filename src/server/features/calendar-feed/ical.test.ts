// The feed's iCalendar writer, read back by a real parser (ical.js, Mozilla's, as Thunderbird uses):
// escaping of TEXT values, 75-octet folding (never inside a UTF-8 character) and CRLF line ends.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, writeCalendar, type AllDayEvent } from './ical';

const NOW = new Date('2025-03-04T05:06:07.890Z');

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)) };
}

const octets = (line: string) => Buffer.byteLength(line, 'utf8');

describe('escapeText', () => {
  it('escapes backslashes, semicolons, commas and line breaks, and drops other control characters', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg\u0007h\ti')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng' + 'h\ti');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets whole and folds a longer one into lines of at most 75', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    const folded = foldLine(`SUMMARY:${'y'.repeat(200)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBe(3);
    expect(lines.every((line) => octets(line) <= 75)).toBe(true);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(`SUMMARY:${'y'.repeat(200)}`);
  });

  it('never splits a character of several octets', () => {
    const line = `SUMMARY:${'é'.repeat(60)}${'🧪'.repeat(10)}`;
    const lines = foldLine(line).split('\r\n');
    expect(lines.every((part) => octets(part) <= 75)).toBe(true);
    // Each part is valid UTF-8 on its own: a split character would turn into U+FFFD.
    expect(lines.every((part) => !Buffer.from(part, 'utf8').toString('utf8').includes('\uFFFD'))).toBe(true);
    expect(lines.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });
});

describe('writeCalendar', () => {
  const longName = 'Bridge Engineering; Robotics, Level 2 \\ Advanced — Escuela Primaria “Núñez”, Cedar Valley Unified School District';
  const events: AllDayEvent[] = [
    {
      uid: 'checkout-1@portal.test',
      day: '2025-03-31',
      summary: `Return kits: ${longName}`,
      description: 'Line one, with a comma; and a semicolon\nLine two\nhttps://portal.test/projects/1/return-kits?order=2',
      url: 'https://portal.test/projects/1/return-kits?order=2',
      categories: 'Checkout return',
    },
    { uid: 'task-2@portal.test', day: '2024-12-31', summary: 'Task due: Plan' },
  ];
  const text = writeCalendar({ name: 'Hands-On Portal', refreshHours: 6, now: NOW, events });

  it('ends every line with CRLF and keeps every line within 75 octets', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(text.split('\r\n').every((line) => octets(line) <= 75)).toBe(true);
  });

  it('parses back to the same names, days and texts', () => {
    const { calendar, events: parsed } = parse(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Hands-On Portal');
    expect(String(calendar.getFirstPropertyValue('refresh-interval'))).toBe('PT6H');
    expect(calendar.getFirstPropertyValue('x-published-ttl')).toBe('PT6H');
    expect(parsed.map((e) => e.uid)).toEqual(['checkout-1@portal.test', 'task-2@portal.test']);
    const [first, second] = parsed;
    expect(first!.summary).toBe(`Return kits: ${longName}`);
    expect(first!.description).toBe(events[0]!.description);
    expect(first!.startDate.isDate).toBe(true);
    expect(first!.startDate.toString()).toBe('2025-03-31');
    expect(first!.endDate.toString()).toBe('2025-04-01');
    // The last day of the year ends on the next year's first.
    expect(second!.endDate.toString()).toBe('2025-01-01');
    expect(first!.component.getFirstPropertyValue('url')).toBe(events[0]!.url);
    expect(first!.component.getFirstPropertyValue('dtstamp')!.toString()).toBe('2025-03-04T05:06:07Z');
    expect(first!.component.getFirstPropertyValue('transp')).toBe('TRANSPARENT');
  });

  it('writes an empty calendar that still parses', () => {
    const { calendar, events: parsed } = parse(writeCalendar({ name: 'Empty', refreshHours: 6, now: NOW, events: [] }));
    expect(calendar.name).toBe('vcalendar');
    expect(parsed).toEqual([]);
  });
});
