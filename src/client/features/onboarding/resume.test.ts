// Where the wizard resumes, and how the server's errors land on steps: the rules behind "a reload,
// a sign-out or another device resumes at the same step".
import { describe, expect, it } from 'vitest';
import { ApiError } from '@client/lib/http';
import { chooseStart, type LocalProgress } from './local-progress';
import { errorsByStep, stepStatuses } from './use-wizard';

const local = (patch: Partial<LocalProgress>): LocalProgress => ({
  userId: 'u1',
  step: 3,
  reached: 4,
  data: { schools: { numberOfSchools: 3 } },
  changedAt: '2025-05-01T10:00:00.000Z',
  pending: false,
  ...patch,
});

describe('chooseStart', () => {
  const server = { step: 2, data: { schools: { numberOfSchools: 9 } }, savedAt: '2025-05-01T09:00:00.000Z' };

  it("takes the server's progress, which another device may have moved on", () => {
    expect(chooseStart(local({ step: 1, reached: 1 }), server)).toEqual({ step: 2, reached: 2, data: server.data, pending: false });
    expect(chooseStart(null, server)).toMatchObject({ step: 2, data: server.data });
  });

  it('keeps answers this device has not sent yet when they are newer', () => {
    expect(chooseStart(local({ pending: true }), server)).toEqual({ step: 3, reached: 4, data: { schools: { numberOfSchools: 3 } }, pending: true });
    const older = local({ pending: true, changedAt: '2025-05-01T08:00:00.000Z' });
    expect(chooseStart(older, server).data).toEqual(server.data);
  });

  it("remembers how far this device went when it is at the server's step", () => {
    expect(chooseStart(local({ step: 2, reached: 5 }), server).reached).toBe(5);
  });

  it('never resumes past the last wizard step', () => {
    expect(chooseStart(null, { ...server, step: 7 }).step).toBe(6);
  });
});

describe('errorsByStep', () => {
  it('groups field errors of either body shape by step and finds the first step', () => {
    const error = new ApiError(400, 'Bad Request', 'x', [
      { field: 'funding.fundingOption', message: 'Full funding allows…' },
      { field: 'data.profile.firstName', message: 'Cannot contain digits' },
      { field: 'step', message: 'ignored' },
    ]);
    expect(errorsByStep(error)).toEqual({
      errors: { funding: { fundingOption: 'Full funding allows…' }, profile: { firstName: 'Cannot contain digits' } },
      first: 0,
    });
  });
});

describe('stepStatuses', () => {
  it('marks the current step in progress, valid earlier ones complete, errors and later ones pending', () => {
    const statuses = stepStatuses({
      step: 2,
      reached: 3,
      data: { district: { district: null, schools: [], unlinked: false } },
      errors: { resources: { resourceIds: 'Resource is required' } },
    });
    expect(statuses).toEqual(['error', 'error', 'in-progress', 'error', 'pending', 'pending', 'pending']);
  });
});
