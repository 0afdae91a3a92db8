// One activity entry as a sentence people read ("Marcus Reyes moved application #1004 from New to
// Building Blueprint"): the log keeps stable verbs and before/after values, the catalogue words them.
import '@client/i18n/en/activity';
// Application status names are registered by the dashboard's area.
import '@client/i18n/en/dashboard';
// Role names are the People screen's; order statuses the orders'.
import '@client/i18n/en/people';
import '@client/i18n/en/orders';
import { APPLICATION_STATUSES } from '@contract/applications-messages';
import { ROLES } from '@contract/constants';
import { KIT_ORDER_STATUSES } from '@contract/projects-messages';
import type { ActivityEntry } from '@contract/activity';
import type { MessageId } from '@client/i18n/en';
import type { I18n } from '@client/i18n/locale-store';
import { isOneOf } from '@client/i18n/programme-labels';

const KNOWN = new Set([
  'status-changed',
  'assigned',
  'note-added',
  'funds-allocated',
  'invitation-created',
  'invitation-resent',
  'invitation-revoked',
  'invitation-accepted',
  'task-created',
  'task-updated',
  'task-deleted',
  'task-completed',
  'task-reopened',
  'comment-added',
  'comment-withdrawn',
  'comment-deleted',
  'count-recorded',
  'count-conflict-flagged',
  'resource-created',
  'resource-updated',
  'resource-retired',
  'resource-restored',
  'district-added',
  'district-edited',
  'district-accepted',
  'school-added',
  'school-edited',
  'school-accepted',
  'person-districts-changed',
  'person-deactivated',
  'person-reactivated',
  'reviewers-assigned',
  'reviewer-removed',
  'review-submitted',
  'decided-on-reviews',
  'rubric-updated',
  'report-submitted',
  'report-accepted',
  'report-changes-requested',
  'outcome-terms-updated',
]);

/** A kit order's own events (projects/order-activity.ts), worded apart from the same verbs elsewhere. */
const ORDER_ACTIONS = new Set(['created', 'delivery-confirmed', 'kits-returned', 'return-date-changed', 'delivery-nudged']);

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const cents = (value: unknown) => (typeof value === 'number' ? value : null);

export function describeActivity(entry: ActivityEntry, { t, money, detailDate }: Pick<I18n, 't' | 'money' | 'detailDate'>): string {
  const actor = entry.actor?.name ?? t('activity.someone');
  const subject =
    entry.entityType === 'application' && entry.subject ? t('activity.subject.application', { number: entry.subject }) : (entry.subject ?? '');
  const status = (value: unknown) =>
    isOneOf(APPLICATION_STATUSES, value)
      ? t(`application.status.${value}` as MessageId)
      : isOneOf(KIT_ORDER_STATUSES, value)
        ? t(`order.status.${value}`)
        : text(value);
  const before = entry.before ?? {};
  const after = entry.after ?? {};

  switch (entry.action) {
    case 'status-changed': {
      const vars = { actor, subject, from: status(before.status), to: status(after.status) };
      // Setting an application aside carries the reason the district was given.
      return text(after.reason)
        ? t('activity.action.status-changed-reason', { ...vars, reason: text(after.reason) })
        : t('activity.action.status-changed', vars);
    }
    case 'assigned': {
      const assignee = (after.assignedAdmin as { name?: string } | null)?.name;
      return assignee ? t('activity.action.assigned', { actor, subject, assignee }) : t('activity.action.unassigned', { actor, subject });
    }
    case 'funds-allocated': {
      const amount = cents(after.allocatedCents);
      const previous = cents(before.allocatedCents);
      const vars = {
        actor,
        subject,
        amount: amount === null ? '' : money(amount),
        useBy: text(after.useBy) ? detailDate(text(after.useBy)) : '',
      };
      return previous === null
        ? t('activity.action.funds-allocated', vars)
        : t('activity.action.funds-corrected', { ...vars, before: money(previous) });
    }
    case 'person-role-changed': {
      const role = (value: unknown) => (isOneOf(ROLES, value) ? t(`people.role.${value}`) : text(value));
      return t('activity.action.person-role-changed', { actor, subject, from: role(before.role), to: role(after.role) });
    }
    case 'district-merged':
    case 'school-merged':
      // The typed name is gone with its row: the entry's before keeps it.
      return t(`activity.action.${entry.action}`, { actor, subject, typed: text(before.name) });
    default:
      if (entry.entityType === 'kit-order' && ORDER_ACTIONS.has(entry.action))
        return t(`activity.action.order-${entry.action}` as MessageId, { actor, subject });
      if (KNOWN.has(entry.action)) return t(`activity.action.${entry.action}` as MessageId, { actor, subject });
      // A change recorded by an area this screen does not know the words of yet.
      return t('activity.action.other', { actor, action: entry.action.replaceAll('-', ' '), subject }).trim();
  }
}
