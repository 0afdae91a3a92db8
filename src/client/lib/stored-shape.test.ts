// The checks the first screen reads the stored session, user and theme with must agree with the
// contract's zod schemas: each valid value passes with the same result, and each broken one fails
// in both.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { clientConfigSchema } from '@contract/health';
import { invitationInfoSchema, storedSessionSchema as contractSession, userSchema } from '@contract/users';
import { DEFAULT_THEME, parseStoredTheme } from '../app/theme/theme-settings';
import { clientConfigShape } from './client-config';
import { storedSessionSchema, storedUserSchema } from './session-store';

const contractUser = z.extend(userSchema, { invitationInfo: z.optional(invitationInfoSchema) });

const school = { id: 's1', name: 'Lincoln Middle', districtId: 'd1' };
const user = {
  id: 'u1',
  email: 'dana@example.org',
  onboardingStep: 7,
  firstName: 'Dana',
  lastName: null,
  applicationType: 'district',
  showPlanningPopUp: false,
  district: { id: 'd1', name: 'Riverside' },
  school,
  schoolName: null,
  phoneNumber: '5551234567',
  title: null,
  titleOther: null,
  schools: [school],
  isEmailConfirmed: true,
  termsAccepted: true,
  authority: ['USER'],
  prefix: null,
};
const invitationInfo = {
  email: 'dana@example.org',
  role: 'USER',
  district: null,
  school: null,
  invitedBy: { name: 'Sam', email: 'sam@example.org' },
  expiresAt: '2026-12-01T00:00:00.000Z',
};
const session = { signedIn: true, token: { accessToken: 'a', refreshToken: 'r' }, appCreated: true };

/** The value with one key changed, for every key and a few wrong values. */
function variants(value: Record<string, unknown>): Record<string, unknown>[] {
  const wrong = [undefined, null, 'x', 3.5, -1, 8, true, [], {}, ['NOBODY'], [{ id: 1 }]];
  return Object.keys(value).flatMap((key) => [
    Object.fromEntries(Object.entries(value).filter(([k]) => k !== key)),
    ...wrong.map((w) => ({ ...value, [key]: w })),
  ]);
}

describe('stored value checks', () => {
  it('take what the contract takes and refuse what it refuses, keeping the known keys only', () => {
    const cases: [
      Record<string, unknown>,
      { safeParse(v: unknown): { success: boolean; data?: unknown } },
      { safeParse(v: unknown): { success: boolean; data?: unknown } },
    ][] = [
      [session, storedSessionSchema, contractSession],
      [user, storedUserSchema, contractUser],
      [{ ...user, invitationInfo }, storedUserSchema, contractUser],
      [
        { googleClientId: null, googleIssuer: 'https://accounts.google.com', supportEmail: 'help@example.org', version: '1' },
        clientConfigShape,
        clientConfigSchema,
      ],
    ];
    for (const [valid, ours, theirs] of cases) {
      for (const value of [valid, { ...valid, extra: 1 }, ...variants(valid)]) {
        const a = ours.safeParse(value);
        const b = theirs.safeParse(value);
        expect(a.success, JSON.stringify(value)).toBe(b.success);
        if (a.success) expect(a.data).toEqual(b.data);
      }
    }
    for (const value of [null, 'x', 1, [], undefined]) expect(storedUserSchema.safeParse(value).success).toBe(false);
  });

  it('throw from parse as zod does', () => {
    expect(() => clientConfigShape.parse({ supportEmail: 1 })).toThrow();
    expect(clientConfigShape.parse({ googleClientId: 'g', supportEmail: 'a', version: '1' })).toEqual({
      googleClientId: 'g',
      supportEmail: 'a',
      version: '1',
    });
  });

  it('read a stored theme back and refuse a broken one', () => {
    expect(parseStoredTheme({ ...DEFAULT_THEME, panelExpand: true, extra: 1 })).toEqual(DEFAULT_THEME);
    expect(parseStoredTheme({ ...DEFAULT_THEME, primaryColorLevel: 500 })).toBeNull();
    expect(parseStoredTheme({ ...DEFAULT_THEME, layout: { ...DEFAULT_THEME.layout, previousType: 'plain' } })).toBeNull();
    expect(parseStoredTheme({ ...DEFAULT_THEME, mode: undefined })).toBeNull();
  });
});
