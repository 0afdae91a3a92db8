// The checks an import makes on a row and on the header by themselves, before the district is asked.
import { describe, expect, it } from 'vitest';
import { checkImportRow, importHeaderError } from '@contract/people-import';
import { messages } from '@contract/messages';
import { peopleMessages } from '@contract/people-messages';

const row = (cells: Partial<Record<'email' | 'firstName' | 'lastName' | 'role' | 'school', string>>) =>
  checkImportRow({ email: 'a@example.test', firstName: 'A', lastName: 'B', role: '', school: '', ...cells });

describe('checkImportRow', () => {
  it('takes a good row, trimmed, the address in lower case, an empty school as none', () => {
    expect(row({ email: '  Ana.Ortiz@Example.TEST ', firstName: ' Ana ', school: ' Lakeview ' })).toEqual({
      email: 'ana.ortiz@example.test',
      firstName: 'Ana',
      lastName: 'B',
      school: 'Lakeview',
      errors: [],
    });
    expect(row({}).school).toBeNull();
    expect(row({ role: 'user' }).errors).toEqual([]);
    expect(row({ role: ' USER ' }).errors).toEqual([]);
  });

  it('names each bad field', () => {
    expect(row({ email: 'not-an-address' }).errors).toEqual([{ field: 'email', message: messages.emailInvalid }]);
    expect(row({ email: '' }).errors).toEqual([{ field: 'email', message: messages.emailRequired }]);
    expect(row({ firstName: 'x'.repeat(101), lastName: 'y'.repeat(101) }).errors.map((e) => e.field)).toEqual(['firstName', 'lastName']);
    expect(row({ role: 'ADMIN' }).errors).toEqual([{ field: 'role', message: peopleMessages.importRoleNotGrantable }]);
    expect(row({ role: 'school_success_manager' }).errors).toEqual([{ field: 'role', message: peopleMessages.importRoleNotGrantable }]);
    expect(row({ role: 'Principal' }).errors).toEqual([{ field: 'role', message: peopleMessages.importRoleInvalid }]);
  });
});

describe('importHeaderError', () => {
  it('takes the five columns in order, in any case, and names them otherwise', () => {
    expect(importHeaderError(['email', 'firstName', 'lastName', 'role', 'school'])).toBeNull();
    expect(importHeaderError([' EMAIL', 'firstname', 'LastName', 'Role', 'School '])).toBeNull();
    expect(importHeaderError(['email', 'lastName', 'firstName', 'role', 'school'])).toBe(
      'The header must be exactly the columns email,firstName,lastName,role,school; found email,lastName,firstName,role,school',
    );
    expect(importHeaderError(['email'])).toMatch(/found email$/);
  });
});
