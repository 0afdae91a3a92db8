import { describe, expect, it } from 'vitest';
import { can, isProgrammeStaff, mayDecideBlueprint, mayDeleteComment, rolesWith } from '@contract/permissions';

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

  it('names the roles that grant an ability, as the table says', () => {
    expect(rolesWith('staff:all-districts')).toEqual(['ADMIN']);
    expect(rolesWith('staff:applications').sort()).toEqual(['ADMIN', 'SCHOOL_SUCCESS_MANAGER']);
    expect(rolesWith('district:act')).toEqual(['USER']);
  });

  it('grants what any of several roles grants, and nothing for unknown roles', () => {
    expect(can(['USER', 'ADMIN'], 'district:act')).toBe(true);
    expect(can(['NOBODY'], 'district:act')).toBe(false);
    expect(isProgrammeStaff(['USER', 'SCHOOL_SUCCESS_MANAGER'])).toBe(true);
    expect(isProgrammeStaff(['USER'])).toBe(false);
  });
});

describe('blueprint decisions', () => {
  const blueprint = { districtId: 'd1', applicantId: 'applicant' };
  const member = (id: string, currentRole: string | null, districtId = 'd1') => ({ id, roles: ['USER'], districtId, currentRole });

  it('lets the applicant and the district office approve and invite, and not other members', () => {
    for (const ability of ['blueprint:approve', 'blueprint:invite'] as const) {
      expect(mayDecideBlueprint(member('applicant', 'STEM Educator'), ability, blueprint)).toBe(true);
      // The applicant's own blueprint, even before they belong to the district.
      expect(mayDecideBlueprint(member('applicant', null, 'elsewhere'), ability, blueprint)).toBe(true);
      expect(mayDecideBlueprint(member('dana', 'District Office'), ability, blueprint)).toBe(true);
      expect(mayDecideBlueprint(member('sam', 'STEM Educator'), ability, blueprint)).toBe(false);
      // District office of another district.
      expect(mayDecideBlueprint(member('lee', 'District Office', 'd2'), ability, blueprint)).toBe(false);
      expect(mayDecideBlueprint({ id: 'x', roles: ['SCHOOL_SUCCESS_MANAGER'], districtId: null }, ability, blueprint)).toBe(true);
      expect(mayDecideBlueprint({ id: 'x', roles: ['NOBODY'], districtId: 'd1', currentRole: 'District Office' }, ability, blueprint)).toBe(false);
    }
  });

  it('lets authors delete their own comments and staff any', () => {
    expect(mayDeleteComment({ id: 'sam', roles: ['USER'] }, { authorId: 'sam' })).toBe(true);
    expect(mayDeleteComment({ id: 'sam', roles: ['USER'] }, { authorId: 'dana' })).toBe(false);
    expect(mayDeleteComment({ id: 'sam', roles: ['USER'] }, { authorId: null })).toBe(false);
    expect(mayDeleteComment({ id: 'marcus', roles: ['ADMIN'] }, { authorId: 'dana' })).toBe(true);
  });
});
