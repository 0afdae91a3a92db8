import { describe, expect, it } from 'vitest';
import { createFormatters } from '@client/i18n/format';
import { createTranslator } from '@client/i18n/translate';
import { dueText, emptyTabKind } from './task-labels';

const english = { ...createTranslator({}, 'en-US'), ...createFormatters('en-US') };

describe('a task due date in words', () => {
  it('says how many days a task is overdue, with its due date', () => {
    expect(dueText('2026-03-07', true, '2026-03-10', english)).toBe('Overdue by 3 days (due 03/07/2026)');
    expect(dueText('2026-03-09', true, '2026-03-10', english)).toBe('Overdue by 1 day (due 03/09/2026)');
  });

  it('names today and otherwise gives the date', () => {
    expect(dueText('2026-03-10', false, '2026-03-10', english)).toBe('Due today (03/10/2026)');
    expect(dueText('2026-04-01', false, '2026-03-10', english)).toBe('Due 04/01/2026');
  });
});

describe('the empty state of a checklist tab', () => {
  it('says "all caught up" only when tasks were done, and "none yet" to a checklist that never had one', () => {
    expect(emptyTabKind({ completed: false, filtered: false, counts: { completed: 0 } })).toBe('none');
    expect(emptyTabKind({ completed: false, filtered: false, counts: { completed: 3 } })).toBe('allDone');
    expect(emptyTabKind({ completed: false, filtered: true, counts: { completed: 0 } })).toBe('filtered');
    expect(emptyTabKind({ completed: true, filtered: false, counts: { completed: 0 } })).toBe('completed');
  });
});
