// A label's QR code holds the address of the kit's page; the count session, checkouts and returns
// read it as the bare code, from any origin, and still read a bare code as before.
import { describe, expect, it } from 'vitest';
import { kitCodeFromScan } from '@contract/kit-custody';
import { applyScan, type SessionState } from '@contract/count-sessions';

describe('kitCodeFromScan', () => {
  it('reads a bare code as before: spaces gone, upper case', () => {
    expect(kitCodeFromScan(' brd-lms-03 ')).toBe('BRD-LMS-03');
    expect(kitCodeFromScan('BRD LMS 03')).toBe('BRDLMS03');
  });

  it('takes the code out of a kit page address of any origin', () => {
    expect(kitCodeFromScan('https://portal.example.org/kits/BRD-LMS-03')).toBe('BRD-LMS-03');
    expect(kitCodeFromScan('http://localhost:8091/kits/brd-lms-03/')).toBe('BRD-LMS-03');
    expect(kitCodeFromScan('https://other.example/kits/SLR-CVH-03?from=label#top')).toBe('SLR-CVH-03');
    expect(kitCodeFromScan('/kits/BRD-LMS2-10')).toBe('BRD-LMS2-10');
    expect(kitCodeFromScan('https://portal.example.org/kits/BRD%2DLMS%2D03')).toBe('BRD-LMS-03');
  });

  it('leaves other text alone, so it reads as an unknown code', () => {
    expect(kitCodeFromScan('https://portal.example.org/projects/BRD-LMS-03')).toBe('HTTPS://PORTAL.EXAMPLE.ORG/PROJECTS/BRD-LMS-03');
    expect(kitCodeFromScan('https://portal.example.org/kits/')).toBe('HTTPS://PORTAL.EXAMPLE.ORG/KITS/');
    expect(kitCodeFromScan('https://portal.example.org/kits/A/B')).toBe('HTTPS://PORTAL.EXAMPLE.ORG/KITS/A/B');
    expect(kitCodeFromScan('https://portal.example.org/kits/%E0%A4%A')).toBe('%E0%A4%A');
    expect(kitCodeFromScan('')).toBe('');
  });

  it('counts a scanned address as its kit in a count session', () => {
    const state: SessionState = {
      projects: [{ id: 'p1', name: 'Bridge', expected: 2, codes: ['BRD-LMS-01', 'BRD-LMS-02'], tapped: 0 }],
      directory: {},
      scans: [],
    };
    const first = applyScan(state, 'https://portal.example.org/kits/BRD-LMS-01', '2026-01-01T00:00:00Z');
    expect(first.outcome).toEqual({ kind: 'found', code: 'BRD-LMS-01', projectId: 'p1' });
    expect(applyScan(first.state, 'BRD-LMS-01', '2026-01-01T00:00:01Z').outcome.kind).toBe('duplicate');
  });
});
