// Labelled kits: every physical kit of a project has a short printed code (`BRD-LMS-03`). The code
// is derived from the project kit's and the school's names plus a sequence number, so a person can
// read where a kit belongs without a scanner. The rules live here because the label sheet, the
// count session and the server all read codes the same way.
import { z } from 'zod';
import { isUuid } from './projects';

/** Words that say nothing about a kit or a school and would waste a letter of the code. */
const FILLER_WORDS = new Set(['a', 'an', 'and', 'the', 'of', 'for', 'with', 'in', 'on', 'at', 'to', 'kit', 'classbox']);

const wordsOf = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .split(/\s+/)
    .filter((word) => word && !FILLER_WORDS.has(word.toLowerCase()))
    .map((word) => word.toUpperCase());

/** The first letter of a word and its next consonants: "Bridge" → "BRD", "Robotics" → "RBT". */
function consonantsOf(word: string, length: number): string {
  const rest = word.slice(1).replace(/[AEIOUY]/g, '');
  return (word[0]! + rest + word.slice(1)).slice(0, length);
}

/** The project kit's part of a code: its first meaningful word shortened to three letters. */
export function kitNamePart(name: string): string {
  const [first] = wordsOf(name);
  return first ? consonantsOf(first, 3) : 'KIT';
}

/** The school's part: the initials of its first three meaningful words ("Lincoln Middle School" → "LMS"). */
export function schoolNamePart(name: string): string {
  const words = wordsOf(name);
  if (words.length === 0) return 'SCH';
  if (words.length === 1) return consonantsOf(words[0]!, 3);
  return words
    .slice(0, 3)
    .map((word) => word[0])
    .join('');
}

/**
 * The prefixes a project may take, best first: `BRD-LMS`, then `BRD-LMS2`, `BRD-LMS3`… when another
 * project (another school with the same initials) already holds the shorter one.
 */
export function kitPrefixCandidate(resourceName: string, schoolName: string, attempt: number): string {
  const base = `${kitNamePart(resourceName)}-${schoolNamePart(schoolName)}`;
  return attempt <= 1 ? base : `${base}${attempt}`;
}

/** A kit's code: its project's prefix and a two-digit (or longer) sequence number. */
export const kitCode = (prefix: string, seq: number) => `${prefix}-${String(seq).padStart(2, '0')}`;

// Read once for the count session, a checkout and a return alike (kit-custody.ts holds it: no import cycle).
export { normaliseKitCode } from './kit-custody';

export const kitMessagesText = {
  schoolOrProject: 'Give a school or a project, not both',
  schoolInvalid: 'School is invalid',
  projectInvalid: 'Project is invalid',
} as const;

const optionalUuid = (message: string) => z.preprocess((v) => (v === '' ? undefined : v), z.string().refine(isUuid, { error: message }).optional());

/** GET /kits: the active kits of one project, one school, or (neither) every school the caller reaches. */
export const kitCodesQuerySchema = z
  .object({
    projectId: optionalUuid(kitMessagesText.projectInvalid),
    schoolId: optionalUuid(kitMessagesText.schoolInvalid),
  })
  .refine((v) => !(v.projectId && v.schoolId), { path: ['schoolId'], error: kitMessagesText.schoolOrProject });
export type KitCodesQuery = z.infer<typeof kitCodesQuerySchema>;

const kitIdentitySchema = z.object({
  code: z.string(),
  seq: z.number().int(),
  project: z.object({ id: z.string(), name: z.string() }),
  school: z.object({ id: z.string(), name: z.string() }),
});
export type KitIdentity = z.infer<typeof kitIdentitySchema>;

export const kitCodesResponseSchema = z.object({ items: z.array(kitIdentitySchema) });
export type KitCodesResponse = z.infer<typeof kitCodesResponseSchema>;
