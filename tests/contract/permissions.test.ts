import { describe, expect, it } from 'vitest';
import { can, isProgrammeStaff } from '../../src/contract/permissions';

describe('permission table', () => {
  it('lets district staff act on their district and read blueprints, and nothing of the staff side', () => {
    expect(can(['USER'], 'district:act')).toBe(true);
    expect(can(['USER'], 'blueprint:comment')).toBe(true);
    expect(can(['USER'], 'staff:console')).toBe(false);
  });

  it('keeps programme staff off the district side and the manager off catalogue and other districts', () => {
    expect(can(['ADMIN'], 'district:act')).toBe(false);
    expect(can(['SCHOOL_SUCCESS_MANAGER'], 'district:act')).toBe(false);
    expect(can(['SCHOOL_SUCCESS_MANAGER'], 'staff:applications')).toBe(true);
    expect(can(['SCHOOL_SUCCESS_MANAGER'], 'staff:catalogue')).toBe(false);
    expect(can(['SCHOOL_SUCCESS_MANAGER'], 'staff:all-districts')).toBe(false);
    expect(can(['ADMIN'], 'staff:all-districts')).toBe(true);
  });

  it('grants what any of several roles grants, and nothing for unknown roles', () => {
    expect(can(['USER', 'ADMIN'], 'district:act')).toBe(true);
    expect(can(['NOBODY'], 'district:act')).toBe(false);
    expect(isProgrammeStaff(['USER', 'SCHOOL_SUCCESS_MANAGER'])).toBe(true);
    expect(isProgrammeStaff(['USER'])).toBe(false);
  });
});
