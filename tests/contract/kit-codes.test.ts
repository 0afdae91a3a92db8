// The printed kit codes: readable parts of the project kit's and the school's names, a sequence
// number, and another prefix when a project with the same initials holds the first.
import { describe, expect, it } from 'vitest';
import { kitCode, kitNamePart, kitPrefixCandidate, normaliseKitCode, schoolNamePart } from '@contract/kits';

describe('kit codes', () => {
  it('shortens the project kit to its first word’s leading consonants', () => {
    expect(kitNamePart('Bridge Engineering')).toBe('BRD');
    expect(kitNamePart('Robotics Classbox')).toBe('RBT');
    expect(kitNamePart('Circuits & Electricity Classbox')).toBe('CRC');
    expect(kitNamePart('The Aerospace Day')).toBe('ARS');
    expect(kitNamePart('Ox')).toBe('OXX');
    expect(kitNamePart('!!!')).toBe('KIT');
  });

  it('takes the school’s initials', () => {
    expect(schoolNamePart('Lincoln Middle School')).toBe('LMS');
    expect(schoolNamePart('Cedar Valley Career & Technical Center')).toBe('CVC');
    expect(schoolNamePart('Eastside')).toBe('EST');
    expect(schoolNamePart('')).toBe('SCH');
  });

  it('numbers kits with two digits at least and tries longer prefixes on a clash', () => {
    expect(kitPrefixCandidate('Bridge Engineering', 'Lincoln Middle School', 1)).toBe('BRD-LMS');
    expect(kitPrefixCandidate('Bridge Engineering', 'Lincoln Middle School', 2)).toBe('BRD-LMS2');
    expect(kitCode('BRD-LMS', 3)).toBe('BRD-LMS-03');
    expect(kitCode('BRD-LMS', 112)).toBe('BRD-LMS-112');
  });

  it('reads what a scanner or a person typed as a code', () => {
    expect(normaliseKitCode(' brd-lms-03\n')).toBe('BRD-LMS-03');
    expect(normaliseKitCode('BRD - LMS - 03')).toBe('BRD-LMS-03');
  });
});
