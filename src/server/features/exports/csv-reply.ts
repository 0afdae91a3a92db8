// Streams rows as an RFC 4180 CSV download for spreadsheets: UTF-8 with a byte-order mark (so
// Excel reads accents), CRLF line ends, every field quoted where needed by csv-stringify, and
// cells a spreadsheet would run as a formula (= + - @, tab, carriage return first) neutralised
// with a leading apostrophe (OWASP's advice against CSV injection). The header row is in the
// reader's language (csvHeader); the columns keep their order in every language.
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import type { ServerMessageId } from '@server/i18n/en';
import type { Words } from '@server/i18n/text';

export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as it is safe to put in front of a spreadsheet. */
export function neutraliseCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  // A plain number (e.g. -3) is data, not a formula, and stays a number in the sheet.
  if (typeof value === 'number') return text;
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A header row in the reader's language: one message id per column, in the columns' order. */
export function csvHeader(words: Words, columns: readonly ServerMessageId[]): string[] {
  return columns.map((id) => words.t(id));
}

/**
 * Sends `rows` (any iterable or async iterable, so a long list is read page by page, never held
 * whole) as `filename`. `header` names the columns in order; each row gives its cells in that order.
 */
export function sendCsv(reply: FastifyReply, filename: string, header: readonly string[], rows: Iterable<CsvCell[]> | AsyncIterable<CsvCell[]>) {
  const csv = stringify({ bom: true, record_delimiter: 'windows', quoted_match: /[",\r\n]/ });
  Readable.from(
    (async function* () {
      yield header.map(neutraliseCell);
      for await (const row of rows) yield row.map(neutraliseCell);
    })(),
    { objectMode: true },
  ).pipe(csv);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
    .send(csv);
}
