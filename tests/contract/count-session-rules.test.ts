// The rules of an onsite count session: duplicates count once, codes of other projects or schools
// are unexpected with where they belong, expected figures come from the session's start.
import { describe, expect, it } from 'vitest';
import {
  applyScan,
  applyTap,
  classifyScan,
  countSessionBodySchema,
  sessionFigures,
  sessionRecord,
  type SessionState,
} from '@contract/count-sessions';

const BRIDGE = '11111111-1111-4111-8111-111111111111';
const SOLAR = '22222222-2222-4222-8222-222222222222';
const OTHER = '33333333-3333-4333-8333-333333333333';
const SCHOOL = '44444444-4444-4444-8444-444444444444';

function start(): SessionState {
  return {
    projects: [
      { id: BRIDGE, name: 'Bridge Engineering', expected: 3, codes: ['BRD-LMS-01', 'BRD-LMS-02', 'BRD-LMS-03'], tapped: 0 },
      { id: SOLAR, name: 'Solar Car Challenge', expected: 1, codes: ['SLR-LMS-01'], tapped: 0 },
    ],
    directory: {
      'BRD-LMS-01': { projectId: BRIDGE, projectName: 'Bridge Engineering', schoolId: SCHOOL, schoolName: 'Lincoln' },
      'BRD-OGM-01': { projectId: OTHER, projectName: 'Bridge Engineering', schoolId: 'x', schoolName: 'Oak Grove Middle School' },
    },
    scans: [],
  };
}

const scanAll = (state: SessionState, codes: string[]) => codes.reduce((s, code, i) => applyScan(s, code, `2026-01-01T10:00:0${i}Z`).state, state);

describe('count session rules', () => {
  it('finds a session project’s code, typed in any case and spacing', () => {
    const { state, outcome } = applyScan(start(), ' brd-lms-02\n', '2026-01-01T10:00:00Z');
    expect(outcome).toEqual({ kind: 'found', code: 'BRD-LMS-02', projectId: BRIDGE });
    expect(state.scans).toEqual([{ code: 'BRD-LMS-02', at: '2026-01-01T10:00:00Z' }]);
  });

  it('counts a code scanned twice once', () => {
    const once = scanAll(start(), ['BRD-LMS-01']);
    const { state, outcome } = applyScan(once, 'BRD-LMS-01', '2026-01-01T10:01:00Z');
    expect(outcome).toEqual({ kind: 'duplicate', code: 'BRD-LMS-01', projectId: BRIDGE });
    expect(state).toBe(once);
    expect(sessionFigures(state).projects[0]).toMatchObject({ found: 1, scanned: 1, missing: 2 });
  });

  it('shows a code of another school as unexpected with where it belongs, and an unknown code as unknown', () => {
    expect(classifyScan(start(), 'BRD-OGM-01')).toEqual({
      kind: 'unexpected',
      code: 'BRD-OGM-01',
      place: { projectId: OTHER, projectName: 'Bridge Engineering', schoolId: 'x', schoolName: 'Oak Grove Middle School' },
    });
    expect(classifyScan(start(), 'ZZZ-01')).toEqual({ kind: 'unknown', code: 'ZZZ-01' });
    expect(classifyScan(start(), '   ')).toEqual({ kind: 'empty' });
    const state = scanAll(start(), ['BRD-OGM-01', 'ZZZ-01', 'BRD-OGM-01']);
    expect(sessionFigures(state).unexpected).toEqual([
      { code: 'BRD-OGM-01', place: expect.objectContaining({ schoolName: 'Oak Grove Middle School' }) },
      { code: 'ZZZ-01', place: null },
    ]);
    // Unexpected kits count for no project of the session.
    expect(sessionFigures(state).projects.map((p) => p.found)).toEqual([0, 0]);
  });

  it('keeps expected figures from the start, adds tapped kits, and never goes below zero or above 10', () => {
    let state = scanAll(start(), ['BRD-LMS-01', 'SLR-LMS-01']);
    state = applyTap(state, SOLAR, 1);
    state = applyTap(state, BRIDGE, -1);
    const figures = sessionFigures(state);
    expect(figures.projects).toEqual([
      {
        projectId: BRIDGE,
        projectName: 'Bridge Engineering',
        expected: 3,
        withClasses: 0,
        found: 1,
        kitsOnHand: 1,
        scanned: 1,
        tapped: 0,
        missing: 2,
        missingCodes: ['BRD-LMS-02', 'BRD-LMS-03'],
        scannedCodes: ['BRD-LMS-01'],
      },
      {
        projectId: SOLAR,
        projectName: 'Solar Car Challenge',
        expected: 1,
        withClasses: 0,
        found: 2,
        kitsOnHand: 2,
        scanned: 1,
        tapped: 1,
        missing: 0,
        missingCodes: [],
        scannedCodes: ['SLR-LMS-01'],
      },
    ]);
    for (let i = 0; i < 15; i++) state = applyTap(state, SOLAR, 1);
    expect(sessionFigures(state).projects[1]!.found).toBe(10);
  });

  it('looks only for the kits in the room: kits out with classes are neither missing nor dropped from the count', () => {
    // Bridge: 3 on hand when the session started, 2 of them out with a class.
    const base = start();
    const state = scanAll({ ...base, projects: base.projects.map((p) => (p.id === BRIDGE ? { ...p, withClasses: 2 } : p)) }, ['BRD-LMS-01']);
    expect(sessionFigures(state).projects[0]).toMatchObject({ expected: 3, withClasses: 2, found: 1, missing: 0, kitsOnHand: 3 });
    const record = sessionRecord(state, {
      id: OTHER,
      schoolId: SCHOOL,
      startedAt: '2026-01-01T10:00:00.000Z',
      finishedAt: '2026-01-01T10:05:00.000Z',
    });
    expect(record.projects[0]).toMatchObject({ expected: 3, withClasses: 2, found: 1, missing: 0 });
    expect(countSessionBodySchema.safeParse(record).success).toBe(true);
    // Without the kits with classes the same figures do not add up.
    const { withClasses: _withClasses, ...older } = record.projects[0]!;
    expect(countSessionBodySchema.safeParse({ ...record, projects: [older] }).success).toBe(false);
  });

  it('turns a finished session into a record the contract accepts', () => {
    const state = scanAll(start(), ['BRD-LMS-01', 'BRD-OGM-01']);
    const record = sessionRecord(state, {
      id: OTHER,
      schoolId: SCHOOL,
      startedAt: '2026-01-01T10:00:00.000Z',
      finishedAt: '2026-01-01T10:05:00.000Z',
    });
    // The scanned codes go with the record: the server marks those kits counted.
    expect(record.projects[0]).toEqual({
      projectId: BRIDGE,
      expected: 3,
      withClasses: 0,
      found: 1,
      missing: 2,
      scanned: 1,
      tapped: 0,
      scannedCodes: ['BRD-LMS-01'],
    });
    expect(record.unexpected).toEqual([{ code: 'BRD-OGM-01', belongsTo: 'Bridge Engineering, Oak Grove Middle School' }]);
    expect(countSessionBodySchema.safeParse(record).success).toBe(true);
    const bad = { ...record, projects: [{ ...record.projects[0]!, missing: 0 }] };
    expect(countSessionBodySchema.safeParse(bad).success).toBe(false);
  });
});
