import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '@contract/activity';
import { es } from '@contract/i18n/es';
import { fillTemplate } from '@contract/message-template';
import type { Catalogue } from '@client/i18n/en';
import { getI18n } from '@client/i18n/locale-store';
import { createTranslator } from '@client/i18n/translate';
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
  it("words a kit order's own events and its statuses in the language of the catalogue", () => {
    const spanish = { ...i18n, ...createTranslator(es as Partial<Catalogue>, 'es-US') };
    const order = (patch: Partial<ActivityEntry>) => entry({ entityType: 'kit-order', subject: 'K-1002', ...patch });
    expect(describeActivity(order({ action: 'created' }), i18n)).toBe('Marcus Reyes placed K-1002');
    expect(describeActivity(order({ before: { status: 'Approved' }, after: { status: 'Shipped' } }), i18n)).toBe(
      'Marcus Reyes moved K-1002 from Approved to Shipped',
    );
    const moved = describeActivity(order({ before: { status: 'Approved' }, after: { status: 'Shipped' } }), spanish);
    expect(moved).toContain(es['order.status.Shipped']);
    expect(moved).not.toContain('Shipped');
    expect(describeActivity(order({ action: 'created' }), spanish)).toBe(
      fillTemplate(es['activity.action.order-created']!, { actor: 'Marcus Reyes', subject: 'K-1002' }),
    );
  });

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
