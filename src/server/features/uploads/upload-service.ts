// Photos in the database (table uploads): stored once per SHA-256, read back only by the districts
// they concern (docs/decisions.md, "Photos of kits").
import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { UploadReceipt } from '@contract/uploads';
import { sniffImageType, uploadMessages } from '@contract/uploads';
import { conditionReportMessages } from '@contract/kit-conditions-messages';
import type { Db, Tx } from '@server/db/connect';
import { kitConditionReports, kits, outcomeReports, projects, uploads } from '@server/db/schema';
import { badRequest, HttpError, notFound } from '@server/plugins/http-error';
import { inStaffScope, type StaffScope } from '@server/plugins/staff-scope';
import { MAX_UPLOAD_BYTES } from '@contract/kit-records';

export interface Uploader {
  userId: string;
  districtId: string | null;
}

/** Stores the photo unless it is there already; refuses what is not a photo or not what its name says. */
export async function storeUpload(
  db: Db,
  uploader: Uploader,
  sha256: string,
  bytes: Uint8Array,
): Promise<{ receipt: UploadReceipt; created: boolean }> {
  if (bytes.byteLength === 0) throw badRequest(uploadMessages.empty, [{ field: 'photo', message: uploadMessages.empty }]);
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new HttpError(413, uploadMessages.tooLarge, [{ field: 'photo', message: uploadMessages.tooLarge }]);
  const contentType = sniffImageType(bytes);
  if (!contentType) throw badRequest(uploadMessages.notImage, [{ field: 'photo', message: uploadMessages.notImage }]);
  if (createHash('sha256').update(bytes).digest('hex') !== sha256) {
    throw badRequest(uploadMessages.hashMismatch, [{ field: 'sha256', message: uploadMessages.hashMismatch }]);
  }
  const inserted = await db
    .insert(uploads)
    .values({ sha256, contentType, byteSize: bytes.byteLength, content: bytes, districtId: uploader.districtId, uploadedById: uploader.userId })
    .onConflictDoNothing({ target: uploads.sha256 })
    .returning({ sha256: uploads.sha256 });
  return { receipt: { sha256, contentType, byteSize: bytes.byteLength }, created: inserted.length > 0 };
}

/**
 * Who may read a photo: the people of the district that uploaded it, and staff reaching a district
 * whose condition report or outcome report names it. Anyone else gets 404, as for any object of another district.
 */
export type Reader = { kind: 'district'; districtId: string | null; allDistricts: boolean } | { kind: 'staff'; scope: StaffScope };

export async function readUpload(db: Db, reader: Reader, sha256: string) {
  const [row] = await db
    .select({ contentType: uploads.contentType, content: uploads.content, districtId: uploads.districtId })
    .from(uploads)
    .where(eq(uploads.sha256, sha256));
  if (!row) throw notFound(uploadMessages.notFound);
  if (reader.kind === 'district') {
    if (reader.allDistricts || (reader.districtId !== null && reader.districtId === row.districtId)) return row;
    throw notFound(uploadMessages.notFound);
  }
  const [named] = await db
    .select({ id: kitConditionReports.id })
    .from(kitConditionReports)
    .innerJoin(kits, eq(kits.id, kitConditionReports.kitId))
    .innerJoin(projects, eq(projects.id, kits.projectId))
    .where(and(sql`${sha256} = any(${kitConditionReports.photoIds})`, inStaffScope(reader.scope, projects.districtId)))
    .limit(1);
  if (named) return row;
  const [reported] = await db
    .select({ id: outcomeReports.id })
    .from(outcomeReports)
    .where(and(sql`${sha256} = any(${outcomeReports.photoIds})`, inStaffScope(reader.scope, outcomeReports.districtId)))
    .limit(1);
  if (!reported) throw notFound(uploadMessages.notFound);
  return row;
}

/**
 * Photos a report names (a kit's condition report, a district's outcome report) must be uploads of
 * the reporting district: 400 naming the first that is not, as `<field>.<index>`.
 */
export async function checkDistrictPhotos(tx: Tx, districtId: string, photoIds: readonly string[], field: string): Promise<void> {
  if (photoIds.length === 0) return;
  const found = await tx
    .select({ sha256: uploads.sha256 })
    .from(uploads)
    .where(and(inArray(uploads.sha256, [...photoIds]), eq(uploads.districtId, districtId)));
  const have = new Set(found.map((row) => row.sha256));
  const errors = photoIds.flatMap((id, index) =>
    have.has(id) ? [] : [{ field: `${field}.${index}`, message: conditionReportMessages.photoMissing(index + 1) }],
  );
  if (errors.length > 0) throw badRequest(errors[0]!.message, errors);
}
