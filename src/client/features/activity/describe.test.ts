import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '@contract/activity';
import { getI18n } from '@client/i18n/locale-store';
import { describeActivity } from './describe';

const entry = (patch: Partial<ActivityEntry>): ActivityEntry => ({
  id: 'e',
  entityType: 'application',
  entityId: 'a',
  action: 'status-changed',
  subject: '#1004',
  district: null,
  actor: { id: 'u', name: 'Marcus Reyes' },
  before: null,
  after: null,
  visibility: 'district',
  createdAt: '2026-05-01T12:00:00Z',
  ...patch,
});

describe('activity as sentences', () => {
  const i18n = getI18n();
  it('words status moves, assignments and funds', () => {
    expect(describeActivity(entry({ before: { status: 'New' }, after: { status: 'Building Blueprint' } }), i18n)).toBe(
      'Marcus Reyes moved application #1004 from New to Building Blueprint',
    );
    expect(describeActivity(entry({ before: { status: 'New' }, after: { status: 'Declined', reason: 'The programme is full.' } }), i18n)).toBe(
      'Marcus Reyes moved application #1004 from New to Declined: “The programme is full.”',
    );
    expect(describeActivity(entry({ action: 'assigned', after: { assignedAdmin: { id: 'x', name: 'Renee Alvarez' } } }), i18n)).toBe(
      'Marcus Reyes assigned application #1004 to Renee Alvarez',
    );
    expect(describeActivity(entry({ action: 'assigned', after: { assignedAdmin: null } }), i18n)).toBe(
      'Marcus Reyes set application #1004 to Not assigned yet',
    );
    expect(describeActivity(entry({ action: 'funds-allocated', after: { allocatedCents: 4_850_000, useBy: '2027-03-05' } }), i18n)).toBe(
      'Marcus Reyes allocated $48,500 to application #1004, to be used by 05 Mar 2027',
    );
  });

  it('names other subjects as recorded, and words verbs it does not know yet', () => {
    expect(describeActivity(entry({ entityType: 'invitation', action: 'invitation-accepted', subject: 'jo@example.org', actor: null }), i18n)).toBe(
      'jo@example.org accepted the invitation',
    );
    expect(describeActivity(entry({ entityType: 'blueprint', action: 'blueprint-approved', subject: null, actor: null }), i18n)).toBe(
      'Someone: blueprint approved',
    );
  });
});
