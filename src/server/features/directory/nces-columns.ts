// The columns of the NCES Common Core of Data (CCD) school files the directory import reads, and how
// each value becomes ours. One row is one school; its district comes from the LEA columns.
//
//   column                 required  meaning
//   LEAID                  yes       NCES district id, 7 digits (leading zeros restored if a
//                                    spreadsheet dropped them)
//   LEA_NAME               yes       district name
//   NCESSCH                yes       NCES school id, 12 digits: the LEAID + 5
//   SCH_NAME               yes       school name
//   LSTATE or ST           yes       the school's (location) state, 2 letters
//   LCITY                            the school's (location) city
//   GSLO, GSHI                       lowest / highest grade offered (PK, KG, 01–12, 13, UG, AE)
//   TITLEI_STATUS                    CCD Title I code (SWELIGSWPROG, TGELGBTGPROG, …), or
//   TITLEI_STATUS_TEXT               its text ("Title I schoolwide school", …)
//   TOTAL or MEMBER                  enrollment (membership) count
//   TOTFRL, or FRELCH + REDLCH       free / reduced-price lunch eligible students: the
//                                    economically disadvantaged % is TOTFRL ÷ enrollment
//   SY_STATUS                        school-year status; 2 (closed) rows are skipped
//   EMAIL_DOMAINS                    not NCES: the district's staff e-mail domains (";"-separated)
//   CONTACT_EMAILS                   not NCES: addresses known to work at the school (";"-separated)
//
// NCES writes missing or suppressed numbers as negative codes (-1, -2, -9) or as symbols in ELSI
// exports (†, ‡, –); those become "not reported" (null). An optional column that is absent leaves
// the stored value alone on re-import; present with an empty cell, it clears it.
import type { TitleIStatus } from '@contract/directory';

export const REQUIRED_COLUMNS = ['LEAID', 'LEA_NAME', 'NCESSCH', 'SCH_NAME'] as const;
export const STATE_COLUMNS = ['LSTATE', 'ST'] as const;
export const ENROLLMENT_COLUMNS = ['TOTAL', 'MEMBER'] as const;

/** CCD TITLEI_STATUS codes (2016–17 onward). */
const TITLE_I_CODES: Record<string, TitleIStatus | null> = {
  SWELIGSWPROG: 'Title I schoolwide',
  SWELIGTGPROG: 'Title I targeted assistance',
  TGELGBTGPROG: 'Title I targeted assistance',
  SWELIGNOPROG: 'Not Title I',
  TGELGBNOPROG: 'Not Title I',
  NOTTITLE1ELIG: 'Not Title I',
  MISSING: null,
  'NOT APPLICABLE': null,
  NA: null,
};

/** CCD TITLEI_STATUS_TEXT values, lower-cased. */
const TITLE_I_TEXTS: Record<string, TitleIStatus | null> = {
  'title i schoolwide school': 'Title I schoolwide',
  'title i schoolwide eligible-title i targeted assistance program': 'Title I targeted assistance',
  'title i schoolwide eligible - title i targeted assistance program': 'Title I targeted assistance',
  'title i targeted assistance school': 'Title I targeted assistance',
  'title i schoolwide eligible school-no program': 'Not Title I',
  'title i schoolwide eligible school - no program': 'Not Title I',
  'title i targeted assistance eligible school-no program': 'Not Title I',
  'title i targeted assistance eligible school - no program': 'Not Title I',
  'not a title i school': 'Not Title I',
  missing: null,
  'not applicable': null,
  'not reported': null,
};

const NOT_REPORTED = new Set(['', '†', '‡', '–', '-', '—', 'n/a', 'na', 'm', 'missing', 'not applicable']);

/** A Title I status, null when not reported, or undefined when the value is not a known one. */
export function titleIFrom(code: string, text: string): TitleIStatus | null | undefined {
  const c = code.trim().toUpperCase();
  if (c) return c in TITLE_I_CODES ? TITLE_I_CODES[c] : undefined;
  const t = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!t) return null;
  return t in TITLE_I_TEXTS ? TITLE_I_TEXTS[t] : undefined;
}

/** A count: a whole number ≥ 0, null when NCES marks it missing, or undefined when it is not a number. */
export function countFrom(value: string): number | null | undefined {
  const v = value.trim().replace(/,/g, '');
  if (NOT_REPORTED.has(v.toLowerCase())) return null;
  if (/^-[0-9]+$/.test(v)) return null;
  if (!/^[0-9]+(\.0+)?$/.test(v)) return undefined;
  const n = Number(v);
  return Number.isSafeInteger(n) ? n : undefined;
}

const GRADE_LABELS: Record<string, string> = { PK: 'PK', KG: 'K', '13': '13', UG: 'UG', AE: 'AE' };

function gradeLabel(value: string): string | null {
  const v = value.trim().toUpperCase();
  if (v in GRADE_LABELS) return GRADE_LABELS[v]!;
  if (/^[0-9]{1,2}$/.test(v) && Number(v) >= 1 && Number(v) <= 12) return String(Number(v));
  return null;
}

/** "KG" and "05" → "K-5"; one grade → "9"; unknown or missing ends → null. */
export function gradeBandFrom(low: string, high: string): string | null {
  const lo = gradeLabel(low);
  const hi = gradeLabel(high);
  if (!lo || !hi) return null;
  return lo === hi ? lo : `${lo}-${hi}`;
}

/** Digits only, left-padded to `length` when a spreadsheet dropped leading zeros; null if impossible. */
export function ncesIdFrom(value: string, length: number): string | null {
  const v = value.trim();
  if (!/^[0-9]+$/.test(v) || v.length > length || v.length < length - 2) return null;
  return v.padStart(length, '0');
}

/** A list cell: values separated by ";", "," or spaces, lower-cased, duplicates dropped. */
export function listFrom(value: string): string[] {
  return [
    ...new Set(
      value
        .split(/[;,\s]+/)
        .map((v) => v.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

export const DOMAIN_PATTERN = /^(?=.{3,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
