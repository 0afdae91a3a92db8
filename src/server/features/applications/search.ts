// The search box of the application and blueprint lists: text matches any of the given columns, and
// "1001" or "#1001" also finds the application of that number (the ID people read out).
import { eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { applications } from '@server/db/schema';
import { containsPattern } from '../directory/service';

export function textOrApplicationNumber(search: string, columns: (PgColumn | SQL)[]): SQL {
  const number = /^#?(\d{1,9})$/.exec(search)?.[1];
  const pattern = containsPattern(search);
  return or(...columns.map((column) => ilike(column, pattern)), ...(number ? [eq(applications.applicationNumber, Number(number))] : []))!;
}
