// Reads a directory CSV (NCES CCD column layout, see nces-columns.ts) into districts and schools,
// or into every problem found, each with its line number. Nothing here touches the database, so a
// file with any bad row is refused before a single write.
import { CsvError, parse } from 'csv-parse/sync';
import type { TitleIStatus } from '@contract/directory';
import { emailSchema } from '@contract/validation';
import {
  countFrom,
  DOMAIN_PATTERN,
  ENROLLMENT_COLUMNS,
  gradeBandFrom,
  listFrom,
  ncesIdFrom,
  REQUIRED_COLUMNS,
  STATE_COLUMNS,
  titleIFrom,
} from './nces-columns';

export interface RowError {
  /** 1-based line of the file where the row starts (the header is line 1). */
  line: number;
  message: string;
}

export interface ImportedDistrict {
  ncesId: string;
  name: string;
  state: string;
  /** The city most of its schools are in (the school file has no district address). */
  city: string | null;
  emailDomains: string[];
}

export interface ImportedSchool {
  ncesId: string;
  districtNcesId: string;
  name: string;
  state: string;
  city: string | null;
  gradeBand: string | null;
  titleIStatus: TitleIStatus | null;
  estimatedEnrollment: number | null;
  economicallyDisadvantagedPct: number | null;
  contactEmails: string[];
}

/** Which optional facts the file carries: absent ones are left alone on re-import. */
export interface PresentColumns {
  city: boolean;
  gradeBand: boolean;
  titleI: boolean;
  enrollment: boolean;
  disadvantaged: boolean;
  emailDomains: boolean;
  contactEmails: boolean;
}

export type ParsedDirectory =
  | { ok: true; districts: ImportedDistrict[]; schools: ImportedSchool[]; present: PresentColumns; skipped: number }
  | { ok: false; errors: RowError[] };

type Row = (name: string) => string;

function readRecords(text: string): { records: { fields: string[]; line: number }[] } | { error: RowError } {
  try {
    const parsed = parse(text, { bom: true, info: true, skip_empty_lines: true, relax_column_count: true }) as unknown as {
      record: string[];
      info: { lines: number };
    }[];
    // info.lines is where a record ends; a quoted field may span lines, so count back to its start.
    const records = parsed.map(({ record, info }) => ({
      fields: record,
      line: info.lines - record.reduce((n, f) => n + (f.match(/\n/g)?.length ?? 0), 0),
    }));
    return { records };
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? 0;
      return { error: { line, message: `The file is not valid CSV: ${error.message}` } };
    }
    throw error;
  }
}

export function parseDirectoryCsv(text: string): ParsedDirectory {
  const read = readRecords(text);
  if ('error' in read) return { ok: false, errors: [read.error] };
  const [header, ...rows] = read.records;
  if (!header) return { ok: false, errors: [{ line: 1, message: 'The file is empty' }] };

  const columns = new Map(header.fields.map((name, index) => [name.trim().toUpperCase(), index]));
  const has = (name: string) => columns.has(name);
  const missing: string[] = REQUIRED_COLUMNS.filter((c) => !has(c));
  const stateColumn = STATE_COLUMNS.find(has);
  if (!stateColumn) missing.push(STATE_COLUMNS.join(' or '));
  if (missing.length) return { ok: false, errors: [{ line: header.line, message: `Missing column(s): ${missing.join(', ')}` }] };
  if (rows.length === 0) return { ok: false, errors: [{ line: header.line, message: 'The file has no data rows' }] };

  const enrollmentColumn = ENROLLMENT_COLUMNS.find(has);
  const present: PresentColumns = {
    city: has('LCITY'),
    gradeBand: has('GSLO') && has('GSHI'),
    titleI: has('TITLEI_STATUS') || has('TITLEI_STATUS_TEXT'),
    enrollment: Boolean(enrollmentColumn),
    disadvantaged: Boolean(enrollmentColumn) && (has('TOTFRL') || (has('FRELCH') && has('REDLCH'))),
    emailDomains: has('EMAIL_DOMAINS'),
    contactEmails: has('CONTACT_EMAILS'),
  };

  const errors: RowError[] = [];
  const districts = new Map<string, ImportedDistrict & { line: number; cities: Map<string, number> }>();
  const schools = new Map<string, ImportedSchool & { line: number }>();
  let skipped = 0;

  for (const { fields, line } of rows) {
    const fail = (message: string) => errors.push({ line, message });
    if (fields.length !== header.fields.length) {
      fail(`Has ${fields.length} fields; the header has ${header.fields.length}`);
      continue;
    }
    const cell: Row = (name) => {
      const index = columns.get(name);
      return index === undefined ? '' : (fields[index] ?? '').trim();
    };
    if (cell('SY_STATUS') === '2') {
      skipped += 1; // Closed: not offered in the wizard.
      continue;
    }
    const before = errors.length;
    const school = readSchool(cell, stateColumn!, enrollmentColumn, present, fail);
    if (!school || errors.length > before) continue;

    const first = schools.get(school.ncesId);
    if (first) {
      fail(`NCESSCH ${school.ncesId} appears again (first on line ${first.line})`);
      continue;
    }
    const district = districts.get(school.districtNcesId);
    const leaName = cell('LEA_NAME');
    const domains = present.emailDomains ? readDomains(cell('EMAIL_DOMAINS'), fail) : [];
    if (district) {
      if (district.name !== leaName) {
        fail(`LEA_NAME "${leaName}" differs from "${district.name}" on line ${district.line} for LEAID ${school.districtNcesId}`);
        continue;
      }
      district.emailDomains = [...new Set([...district.emailDomains, ...domains])];
    } else {
      districts.set(school.districtNcesId, {
        ncesId: school.districtNcesId,
        name: leaName,
        state: school.state,
        city: null,
        emailDomains: domains,
        line,
        cities: new Map(),
      });
    }
    if (school.city) {
      const cities = districts.get(school.districtNcesId)!.cities;
      cities.set(school.city, (cities.get(school.city) ?? 0) + 1);
    }
    schools.set(school.ncesId, { ...school, line });
  }

  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    present,
    skipped,
    districts: [...districts.values()].map(({ line: _line, cities, ...d }) => ({
      ...d,
      city: [...cities.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? null,
    })),
    schools: [...schools.values()].map(({ line: _line, ...s }) => s),
  };
}

function readSchool(
  cell: Row,
  stateColumn: string,
  enrollmentColumn: string | undefined,
  present: PresentColumns,
  fail: (message: string) => void,
): ImportedSchool | null {
  const leaId = ncesIdFrom(cell('LEAID'), 7);
  const schoolId = ncesIdFrom(cell('NCESSCH'), 12);
  const name = cell('SCH_NAME');
  const state = cell(stateColumn).toUpperCase();
  if (!cell('LEAID')) fail('LEAID is empty');
  else if (!leaId) fail(`LEAID "${cell('LEAID')}" is not a 7-digit NCES district id`);
  if (!cell('LEA_NAME')) fail('LEA_NAME is empty');
  if (!cell('NCESSCH')) fail('NCESSCH is empty');
  else if (!schoolId) fail(`NCESSCH "${cell('NCESSCH')}" is not a 12-digit NCES school id`);
  else if (leaId && !schoolId.startsWith(leaId)) fail(`NCESSCH ${schoolId} does not belong to LEAID ${leaId}`);
  if (!name) fail('SCH_NAME is empty');
  if (!/^[A-Z]{2}$/.test(state)) fail(`${stateColumn} "${cell(stateColumn)}" is not a 2-letter state code`);
  if (name.length > 200 || cell('LEA_NAME').length > 200) fail('Names must be at most 200 characters');

  let titleIStatus: TitleIStatus | null = null;
  if (present.titleI) {
    const status = titleIFrom(cell('TITLEI_STATUS'), cell('TITLEI_STATUS_TEXT'));
    if (status === undefined) fail(`Title I status "${cell('TITLEI_STATUS') || cell('TITLEI_STATUS_TEXT')}" is not a CCD value`);
    else titleIStatus = status;
  }

  let enrollment: number | null = null;
  if (enrollmentColumn) {
    const count = countFrom(cell(enrollmentColumn));
    if (count === undefined) fail(`${enrollmentColumn} "${cell(enrollmentColumn)}" is not a whole number`);
    else enrollment = count;
  }

  let pct: number | null = null;
  if (present.disadvantaged) {
    const frl = lunchCount(cell, fail);
    if (frl !== undefined && frl !== null && enrollment !== null && enrollment > 0) {
      if (frl > enrollment) fail(`Free/reduced-price lunch count ${frl} exceeds the enrollment ${enrollment}`);
      else pct = Math.round((frl / enrollment) * 100);
    }
  }

  const contactEmails: string[] = [];
  if (present.contactEmails) {
    for (const address of listFrom(cell('CONTACT_EMAILS'))) {
      if (emailSchema.safeParse(address).success) contactEmails.push(address);
      else fail(`CONTACT_EMAILS "${address}" is not an e-mail address`);
    }
  }

  if (!leaId || !schoolId) return null;
  return {
    ncesId: schoolId,
    districtNcesId: leaId,
    name,
    state,
    city: cell('LCITY') || null,
    gradeBand: present.gradeBand ? gradeBandFrom(cell('GSLO'), cell('GSHI')) : null,
    titleIStatus,
    estimatedEnrollment: enrollment,
    economicallyDisadvantagedPct: pct,
    contactEmails,
  };
}

/** TOTFRL, or FRELCH + REDLCH: null when not reported, undefined after reporting a bad value. */
function lunchCount(cell: Row, fail: (message: string) => void): number | null | undefined {
  const columns = cell('TOTFRL') !== '' || !cell('FRELCH') ? ['TOTFRL'] : ['FRELCH', 'REDLCH'];
  let total: number | null = 0;
  for (const column of columns) {
    const count = countFrom(cell(column));
    if (count === undefined) {
      fail(`${column} "${cell(column)}" is not a whole number`);
      return undefined;
    }
    total = count === null || total === null ? null : total + count;
  }
  return total;
}

function readDomains(value: string, fail: (message: string) => void): string[] {
  const domains = listFrom(value).map((d) => d.replace(/^@/, ''));
  for (const domain of domains) if (!DOMAIN_PATTERN.test(domain)) fail(`EMAIL_DOMAINS "${domain}" is not a domain`);
  return domains.filter((d) => DOMAIN_PATTERN.test(d));
}
