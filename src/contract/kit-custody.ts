// Which labelled kit is out with which class: the codes a checkout takes and a return gives back,
// with the condition each kit came back in (docs/decisions.md, "Checkouts and returns by kit").
// Kept apart from projects.ts and kits.ts, which import each other: this file imports only zod and
// its texts and kit-conditions.ts (which imports neither), so both can build on it without an import cycle.
import { z } from 'zod';
import { photoIdsField } from './kit-conditions';
import { custodyMessages, KIT_CONDITIONS, MAX_CODE_LENGTH, MAX_CONDITION_NOTE, MAX_KIT_CODES, type KitCondition } from './kit-custody-messages';

/** What a scanner or a person typed, as a code: spaces gone, upper case. */
export const normaliseKitCode = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/** A kit page's address, of any origin (or a bare path): the last path segment after /kits/ is the code. */
const KIT_PAGE_ADDRESS = /^(?:[a-z][a-z0-9+.-]*:\/\/[^/\s]+)?\/kits\/([^/?#\s]+)\/?(?:[?#]\S*)?$/i;

/**
 * What a scan read, as a code. A label's QR code holds the address of the kit's page
 * (`https://portal.example.org/kits/BRD-LMS-03`) so a phone's own camera opens it; older labels,
 * the printed text and wedge scanners give the bare code. Both read as the same code.
 */
export function kitCodeFromScan(text: string): string {
  const match = KIT_PAGE_ADDRESS.exec(text.trim());
  if (!match) return normaliseKitCode(text);
  let segment = match[1]!;
  try {
    segment = decodeURIComponent(segment);
  } catch {
    // A broken escape stays as it was read: it will not name a kit and reads as unknown.
  }
  return normaliseKitCode(segment);
}

const codeField = z
  .string({ error: custodyMessages.codeRequired })
  .transform(kitCodeFromScan)
  .pipe(z.string().min(1, { error: custodyMessages.codeRequired }).max(MAX_CODE_LENGTH, { error: custodyMessages.codeTooLong }));

/** A list of kit codes, each read as the count session reads one; a code twice is refused at its second place. */
export const kitCodesField = z
  .array(codeField, { error: custodyMessages.codesInvalid })
  .min(1, { error: custodyMessages.codeRequired })
  .max(MAX_KIT_CODES, { error: custodyMessages.tooManyCodes })
  .superRefine((codes, ctx) => {
    codes.forEach((code, index) => {
      if (codes.indexOf(code) !== index) ctx.addIssue({ code: 'custom', path: [index], message: custodyMessages.listedTwice(code) });
    });
  });

const returnConditionSchema = z.object({
  code: codeField,
  condition: z.enum(KIT_CONDITIONS, { error: custodyMessages.conditionInvalid }),
  note: z
    .string()
    .trim()
    .max(MAX_CONDITION_NOTE, { error: custodyMessages.noteTooLong })
    .nullish()
    .transform((v) => v || null),
  /** Photos of the kit as it came back (uploads' names); with them, or a condition other than ok, the return writes a condition report. */
  photoIds: photoIdsField.optional(),
});
export type ReturnCondition = z.input<typeof returnConditionSchema>;

/** The condition entries of a return; each must name a returned code (checked with the codes, below). */
export const returnConditionsField = z
  .array(returnConditionSchema, { error: custodyMessages.codesInvalid })
  .max(MAX_KIT_CODES, { error: custodyMessages.tooManyCodes });

/** Issues for condition entries that name no returned code, or a code twice; for a schema's superRefine. */
export function conditionIssues(codes: readonly string[], conditions: readonly { code: string }[]): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  conditions.forEach((entry, index) => {
    if (!codes.includes(entry.code)) issues.push({ path: ['conditions', index, 'code'], message: custodyMessages.conditionNotReturned(entry.code) });
    else if (conditions.findIndex((other) => other.code === entry.code) !== index)
      issues.push({ path: ['conditions', index, 'code'], message: custodyMessages.listedTwice(entry.code) });
  });
  return issues;
}

/** The condition each returned code came back in: its entry's, or 'ok' when it has none. */
export function conditionOf(code: string, conditions: readonly { code: string; condition: KitCondition }[] | undefined): KitCondition {
  return conditions?.find((entry) => entry.code === code)?.condition ?? 'ok';
}
