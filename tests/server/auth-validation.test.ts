// Every spec §5 message the account forms use, as the server answers a bad value: 400 with the
// message on the field it belongs to.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../helpers/api-call';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { routes, type RouteDef } from '@contract/routes';

const GOOD = 'Valid-pass1';
const signUpBody = { email: 'valid@example.org', password: GOOD, repeatPassword: GOOD, agreement: true };

describe('validation messages of the account forms', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'none' });
  });
  afterAll(() => t.close());

  const errorsOf = async (route: RouteDef, body: Record<string, unknown>) => {
    const response = await apiCall(t.app, route, { body, remoteAddress: '10.7.0.1' });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.any(String) });
    return response.json().errors as { field: string; message: string }[];
  };

  describe('sign-up (PATCH /sessions)', () => {
    it.each([
      [{ email: '' }, 'email', 'Email is required'],
      [{ email: undefined }, 'email', 'Email is required'],
      [{ email: 'no-at-sign' }, 'email', 'Email is invalid'],
      [{ email: `${'a'.repeat(65)}@example.org` }, 'email', 'Email is invalid'],
      [{ email: 'two words@example.org' }, 'email', 'Email is invalid'],
      [{ password: '', repeatPassword: '' }, 'password', 'Password is required'],
      [{ password: 'Ab1cdef', repeatPassword: 'Ab1cdef' }, 'password', 'Password must be from 8 to 64 symbols'],
      [{ password: `Ab1${'x'.repeat(62)}`, repeatPassword: `Ab1${'x'.repeat(62)}` }, 'password', 'Password must be from 8 to 64 symbols'],
      [{ password: 'Has space1', repeatPassword: 'Has space1' }, 'password', 'Spaces cannot be used'],
      [{ password: 'alllower1', repeatPassword: 'alllower1' }, 'password', 'Use one capital letter, one small letter, a digit'],
      [{ password: 'ALLUPPER1', repeatPassword: 'ALLUPPER1' }, 'password', 'Use one capital letter, one small letter, a digit'],
      [{ password: 'NoDigitsHere', repeatPassword: 'NoDigitsHere' }, 'password', 'Use one capital letter, one small letter, a digit'],
      [{ repeatPassword: 'Valid-pass2' }, 'repeatPassword', 'Your passwords do not match'],
      [{ repeatPassword: '' }, 'repeatPassword', 'Repeat password is required'],
      [{ repeatPassword: undefined }, 'repeatPassword', 'Repeat password is required'],
      [{ agreement: false }, 'agreement', 'You must agree to the privacy policy and terms'],
      [{ agreement: undefined }, 'agreement', 'You must agree to the privacy policy and terms'],
      [{ firstName: 'Ann3' }, 'firstName', 'Cannot contain digits'],
      [{ firstName: '   ' }, 'firstName', 'Cannot contain spaces only'],
      [{ firstName: '- -' }, 'firstName', 'Dashes only are not allowed'],
      [{ lastName: '-' }, 'lastName', 'Dashes only are not allowed'],
    ])('%o → %s: %s', async (change, field, message) => {
      const errors = await errorsOf(routes.signUp, { ...signUpBody, ...change });
      expect(errors).toContainEqual({ field, message });
    });

    it('reports a mismatch even when another field is wrong too', async () => {
      const errors = await errorsOf(routes.signUp, { email: 'bad', password: GOOD, repeatPassword: 'Other-pass1', agreement: true });
      expect(errors).toEqual(
        expect.arrayContaining([
          { field: 'email', message: 'Email is invalid' },
          { field: 'repeatPassword', message: 'Your passwords do not match' },
        ]),
      );
    });
  });

  describe('reset password (PUT /verifications/password)', () => {
    it.each([
      [{ password: '' }, 'password', 'Password is required'],
      [{ password: 'Short1' }, 'password', 'Password must be from 8 to 64 symbols'],
      [{ password: 'Spa ced-pass1' }, 'password', 'Spaces cannot be used'],
      [{ password: 'lowercase-only1' }, 'password', 'Use one capital letter, one small letter, a digit'],
      [{ repeatPassword: 'Different-pass1' }, 'repeatPassword', 'Your passwords do not match'],
      [{ repeatPassword: '' }, 'repeatPassword', 'Repeat password is required'],
      [{ token: '' }, 'token', 'Token is required'],
    ])('%o → %s: %s', async (change, field, message) => {
      const body = { token: 'x'.repeat(43), password: GOOD, repeatPassword: GOOD, ...change };
      if ('password' in change && !('repeatPassword' in change)) body.repeatPassword = body.password;
      expect(await errorsOf(routes.resetPassword, body)).toContainEqual({ field, message });
    });
  });

  it.each([routes.forgotPassword, routes.sendVerificationEmail])('$method $path names a bad e-mail', async (route) => {
    expect(await errorsOf(route, { email: 'nope' })).toEqual([{ field: 'email', message: 'Email is invalid' }]);
    expect(await errorsOf(route, {})).toEqual([{ field: 'email', message: 'Email is required' }]);
  });

  it('needs isReset to say which kind of token is checked', async () => {
    const errors = await errorsOf(routes.validateToken, { token: 'x'.repeat(43) });
    expect(errors).toEqual([{ field: 'isReset', message: 'isReset must be true or false' }]);
  });
});
