// Onsite count sessions: a coordinator counts every project kit of a school (or one project) by
// scanning or typing kit codes and by tapping + / −, on the device, with or without a network.
// The rules of a session are pure functions here, so the screen, its tests and the server's check
// of a finished session agree. What a session is on the device is in src/offline/count-sessions.ts.
import { z } from 'zod';
import { MAX_KITS_ON_HAND } from './constants';
import { kitCodeFromScan } from './kit-custody';
import { madeAtField } from './made-at';
import { isUuid } from './projects';

/** Where a kit belongs, as downloaded when the session started. */
export interface KitPlace {
  projectId: string;
  projectName: string;
  schoolId: string;
  schoolName: string;
}

interface SessionProject {
  id: string;
  name: string;
  /** The server's kits on hand when the session started, kits out with classes included. */
  expected: number;
  /**
   * Of those, the kits out with classes then (kitsCheckedOut): the school's, but not in the room, so
   * they are neither looked for nor missing, and the count sent adds them back. Absent in sessions
   * started before it was kept: none.
   */
  withClasses?: number;
  /** The codes of its active kits then. */
  codes: string[];
  /** Kits counted by + / − (kits without a readable label), never below zero. */
  tapped: number;
  /** The time of the project's last count when the session started (sent with the count, for conflicts). */
  basedOn?: string | null;
}

interface ScanRecord {
  code: string;
  at: string;
}

/** What one scan meant, shown at once with a mark (and a sound). */
export type ScanOutcome =
  | { kind: 'found'; code: string; projectId: string }
  | { kind: 'duplicate'; code: string; projectId: string | null }
  | { kind: 'unexpected'; code: string; place: KitPlace }
  | { kind: 'unknown'; code: string }
  | { kind: 'empty' };

export interface SessionState {
  projects: SessionProject[];
  /** Every kit the user reached when the session started, by code. */
  directory: Record<string, KitPlace>;
  scans: ScanRecord[];
}

function projectOfCode(state: Pick<SessionState, 'projects'>, code: string): SessionProject | undefined {
  return state.projects.find((project) => project.codes.includes(code));
}

/**
 * What a scan of `text` means in this session. A code already scanned counts once (duplicate);
 * a code of one of the session's projects is found; a code of another project or school is
 * unexpected with where it belongs; anything else is unknown.
 */
export function classifyScan(state: SessionState, text: string): ScanOutcome {
  const code = kitCodeFromScan(text);
  if (!code) return { kind: 'empty' };
  const own = projectOfCode(state, code);
  if (state.scans.some((scan) => scan.code === code)) return { kind: 'duplicate', code, projectId: own?.id ?? null };
  if (own) return { kind: 'found', code, projectId: own.id };
  const place = state.directory[code];
  if (place) return { kind: 'unexpected', code, place };
  return { kind: 'unknown', code };
}

/** The session after a scan: a scan is kept only the first time its code is seen. */
export function applyScan(state: SessionState, text: string, at: string): { state: SessionState; outcome: ScanOutcome } {
  const outcome = classifyScan(state, text);
  if (outcome.kind === 'empty' || outcome.kind === 'duplicate') return { state, outcome };
  return { state: { ...state, scans: [...state.scans, { code: outcome.code, at }] }, outcome };
}

/** + / − on a project: kits counted without a label. Found never passes the 10-kit limit. */
export function applyTap(state: SessionState, projectId: string, delta: 1 | -1): SessionState {
  return {
    ...state,
    projects: state.projects.map((project) => {
      if (project.id !== projectId) return project;
      const scanned = scannedOf(state, project).length;
      const tapped = Math.max(0, Math.min(project.tapped + delta, MAX_KITS_ON_HAND - scanned));
      return { ...project, tapped };
    }),
  };
}

function scannedOf(state: Pick<SessionState, 'scans'>, project: SessionProject): string[] {
  return state.scans.filter((scan) => project.codes.includes(scan.code)).map((scan) => scan.code);
}

interface UnexpectedKit {
  code: string;
  /** Null: no kit known to this device has this code. */
  place: KitPlace | null;
}

interface ProjectFigures {
  projectId: string;
  projectName: string;
  expected: number;
  /** Kits out with classes: expected, but not in the room. */
  withClasses: number;
  /** Scanned codes of the project plus kits tapped in: the kits in the room. */
  found: number;
  /** The kits on hand the session records: those found and those out with classes. */
  kitsOnHand: number;
  scanned: number;
  tapped: number;
  /** Kits expected in the room and not found (never below zero). */
  missing: number;
  /** Codes of its expected kits not scanned, for the receipt. */
  missingCodes: string[];
  /** Codes of its kits scanned, sent with the record (each kit's last count). */
  scannedCodes: string[];
}

export interface SessionFigures {
  projects: ProjectFigures[];
  /** Codes scanned that belong to no project of the session. */
  unexpected: UnexpectedKit[];
}

/** Found / missing per project and the unexpected codes, live while counting and at the end. */
export function sessionFigures(state: SessionState): SessionFigures {
  const projects = state.projects.map((project) => {
    const scanned = scannedOf(state, project);
    const found = Math.min(MAX_KITS_ON_HAND, scanned.length + project.tapped);
    const withClasses = Math.min(project.withClasses ?? 0, project.expected);
    return {
      projectId: project.id,
      projectName: project.name,
      expected: project.expected,
      withClasses,
      found,
      kitsOnHand: Math.min(MAX_KITS_ON_HAND, found + withClasses),
      scanned: scanned.length,
      tapped: project.tapped,
      missing: Math.max(0, project.expected - withClasses - found),
      missingCodes: project.codes.filter((code) => !scanned.includes(code)),
      scannedCodes: scanned,
    };
  });
  const unexpected = state.scans
    .filter((scan) => !projectOfCode(state, scan.code))
    .map((scan) => ({ code: scan.code, place: state.directory[scan.code] ?? null }));
  return { projects, unexpected };
}

// ---- The record sent to the server when a session is finished ------------------------------------

export const countSessionMessages = {
  sessionInvalid: 'Session is invalid',
  schoolInvalid: 'School is invalid',
  projectsRequired: 'A count session counts at least one project',
  figuresInconsistent: 'Found, missing and with classes must add up to at least the expected kits',
  finishedBeforeStart: 'A session finishes after it starts',
  schoolMismatch: 'Every project of a count session belongs to its school',
  sessionTaken: 'This count session was already recorded',
  notFound: 'Count session not found',
} as const;

const count = z.number().int().min(0).max(1000);
const instant = z.iso.datetime({ offset: true });

export const countSessionBodySchema = z
  .object({
    id: z.string().refine(isUuid, { error: countSessionMessages.sessionInvalid }),
    schoolId: z.string().refine(isUuid, { error: countSessionMessages.schoolInvalid }),
    startedAt: instant,
    finishedAt: instant,
    projects: z
      .array(
        z.object({
          projectId: z.string().refine(isUuid, { error: countSessionMessages.sessionInvalid }),
          expected: count,
          /** Kits out with classes, not looked for (absent from records of older devices: none). */
          withClasses: count.optional(),
          found: count.max(MAX_KITS_ON_HAND),
          missing: count,
          scanned: count,
          tapped: count,
          /**
           * The project's codes the session scanned: each kit's last count and a `counted` entry in its
           * history. Absent from records of older devices: no kit is marked counted.
           */
          scannedCodes: z.array(z.string().trim().min(1).max(40)).max(100).optional(),
        }),
      )
      .min(1, { error: countSessionMessages.projectsRequired })
      .max(100),
    unexpected: z.array(z.object({ code: z.string().trim().min(1).max(40), belongsTo: z.string().max(300).nullable() })).max(500),
    madeAt: madeAtField,
  })
  .refine((v) => v.projects.every((p) => p.found + p.missing + (p.withClasses ?? 0) >= p.expected && p.scanned + p.tapped >= p.found), {
    path: ['projects'],
    error: countSessionMessages.figuresInconsistent,
  })
  .refine((v) => Date.parse(v.finishedAt) >= Date.parse(v.startedAt), { path: ['finishedAt'], error: countSessionMessages.finishedBeforeStart });
export type CountSessionBody = z.infer<typeof countSessionBodySchema>;

export const countSessionSchema = z.object({
  id: z.string(),
  school: z.object({ id: z.string(), name: z.string() }),
  countedBy: z.object({ id: z.string().nullable(), name: z.string() }),
  startedAt: z.string(),
  finishedAt: z.string(),
  /** When the record was made on the device (its madeAt, bounded; made-at.ts). Absent from answers cached before it existed. */
  madeAt: z.string().optional(),
  recordedAt: z.string(),
  projects: z.array(
    z.object({
      projectId: z.string(),
      projectName: z.string(),
      expected: z.number().int(),
      /** Absent from records made before it was kept. */
      withClasses: z.number().int().optional(),
      found: z.number().int(),
      missing: z.number().int(),
      scanned: z.number().int(),
      tapped: z.number().int(),
    }),
  ),
  unexpected: z.array(z.object({ code: z.string(), belongsTo: z.string().nullable() })),
});
export type CountSession = z.infer<typeof countSessionSchema>;

/** Where an unexpected kit belongs, in words for the record and the receipt. */
const placeText = (place: KitPlace | null) => (place ? `${place.projectName}, ${place.schoolName}` : null);

/** The record of a finished session, from its state. */
export function sessionRecord(state: SessionState, meta: { id: string; schoolId: string; startedAt: string; finishedAt: string }): CountSessionBody {
  const figures = sessionFigures(state);
  return {
    ...meta,
    projects: figures.projects.map(({ projectId, expected, withClasses, found, missing, scanned, tapped, scannedCodes }) => ({
      projectId,
      expected,
      withClasses,
      found,
      missing,
      scanned,
      tapped,
      scannedCodes,
    })),
    unexpected: figures.unexpected.map((kit) => ({ code: kit.code, belongsTo: placeText(kit.place) })),
  };
}
