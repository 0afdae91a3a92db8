import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../helpers/api-call';
import { createTestApp, signIn, type TestApp } from '../helpers/test-app';
import { routes } from '@contract/routes';

const PROFILE = {
  prefix: 'Dr',
  firstName: ' Grace ',
  lastName: 'O’Hopper-Smith',
  phoneNumber: '+15135550100',
  currentRole: 'STEM Educator',
  title: 'Other',
  titleOther: 'Robotics Lead',
};

describe('PUT /users/me (Complete Your Profile)', () => {
  let t: TestApp;
  let accessToken: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' });
    accessToken = (await signIn(t.app, { email: 'new@example.org', password: 'Demo-pass1' })).token.accessToken;
  });
  afterAll(() => t.close());

  const put = (body: Record<string, unknown>, token = accessToken) => apiCall(t.app, routes.completeProfile, { body, token });

  it('saves the profile and answers with the user', async () => {
    const response = await put(PROFILE);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'new@example.org',
      prefix: 'Dr',
      firstName: 'Grace',
      lastName: 'O’Hopper-Smith',
      phoneNumber: '+15135550100',
      currentRole: 'STEM Educator',
      title: 'Other',
      titleOther: 'Robotics Lead',
    });
    const me = await apiCall(t.app, routes.me, { token: accessToken });
    expect(me.json()).toMatchObject({ firstName: 'Grace', title: 'Other', titleOther: 'Robotics Lead' });
  });

  it('keeps fields that are not sent and drops titleOther with another title', async () => {
    expect((await put(PROFILE)).statusCode).toBe(200);
    const response = await put({ firstName: 'Grace', lastName: 'Hopper', title: 'Superintendent' });
    expect(response.json()).toMatchObject({ prefix: 'Dr', phoneNumber: '+15135550100', title: 'Superintendent', titleOther: null });
  });

  it('changes neither the e-mail, the roles nor the confirmation', async () => {
    const response = await put({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'evil@example.org',
      authority: ['ADMIN'],
      roles: ['ADMIN'],
      isEmailConfirmed: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'new@example.org', authority: ['USER'], isEmailConfirmed: true });
  });

  it('shows the missing titleOther together with other errors', async () => {
    const response = await put({ firstName: '', lastName: 'Hopper', title: 'Other' });
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'firstName', message: 'Name is required' },
        { field: 'titleOther', message: 'Current title is required' },
      ]),
    );
  });

  it('needs a signed-in user', async () => {
    const response = await apiCall(t.app, routes.completeProfile, { body: { firstName: 'A', lastName: 'B' } });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    [{ phoneNumber: '' }, 'phoneNumber', 'Phone number is required'],
    [{ phoneNumber: '555-0100' }, 'phoneNumber', 'Phone number is invalid'],
    // The hint says 10 digits (or 1 or +1 and 10 digits), so shorter, longer and misplaced + are refused.
    [{ phoneNumber: '12345' }, 'phoneNumber', 'Phone number is invalid'],
    [{ phoneNumber: '+12345' }, 'phoneNumber', 'Phone number is invalid'],
    [{ phoneNumber: '513555010' }, 'phoneNumber', 'Phone number is invalid'],
    [{ phoneNumber: '25135550100' }, 'phoneNumber', 'Phone number is invalid'],
    [{ phoneNumber: '513+5550100' }, 'phoneNumber', 'Phone number is invalid'],
    [{ currentRole: '' }, 'currentRole', 'Current role is required'],
    [{ currentRole: 'Wizard' }, 'currentRole', 'Current role is invalid'],
    [{ title: '' }, 'title', 'Current title is required'],
    [{ title: 'Other' }, 'titleOther', 'Current title is required'],
    [{ prefix: 'Sir' }, 'prefix', 'Prefix is invalid'],
    [{ firstName: '' }, 'firstName', 'Name is required'],
    [{ lastName: '' }, 'lastName', 'Last Name is required'],
    [{ firstName: 'R2D2' }, 'firstName', 'Cannot contain digits'],
    [{ lastName: '   ' }, 'lastName', 'Cannot contain spaces only'],
    [{ firstName: '--' }, 'firstName', 'Dashes only are not allowed'],
  ])('refuses %o with "%s: %s"', async (change, field, message) => {
    const response = await put({ firstName: 'Grace', lastName: 'Hopper', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
  });

  it.each([
    ['(513) 555-0100', '5135550100'],
    ['513.555.0100', '5135550100'],
    ['+1 513-555-0100', '+15135550100'],
    ['1 (513) 555 0100', '15135550100'],
  ])('stores %j, written as people write it, as %j', async (phoneNumber, stored) => {
    const response = await put({ firstName: 'Grace', lastName: 'Hopper', phoneNumber });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ phoneNumber: stored });
    expect((await apiCall(t.app, routes.me, { token: accessToken })).json()).toMatchObject({ phoneNumber: stored });
  });

  it('accepts every phone form of the spec', async () => {
    for (const phoneNumber of ['+15135550100', '15135550100', '5135550100']) {
      expect((await put({ firstName: 'Grace', lastName: 'Hopper', phoneNumber })).statusCode, phoneNumber).toBe(200);
    }
  });
});
