// The staff console's shared rules: the status moves, dollars typed into a form, invitation states.
import { describe, expect, it } from 'vitest';
import { allowedStatusMoves } from '@contract/applications-staff';
import { dollarsToCents } from '@contract/funding';
import { invitationStatus } from '@contract/invitations';
import { can } from '@contract/permissions';

describe('status moves', () => {
  it('never step along the programme by hand: staff set an application aside or reopen it', () => {
    expect(allowedStatusMoves('New')).toEqual(['Waitlisted', 'Declined', 'Withdrawn']);
    expect(allowedStatusMoves('Building Blueprint')).toEqual(['Waitlisted', 'Declined', 'Withdrawn']);
    expect(allowedStatusMoves('Blueprint Created')).toEqual([]);
    expect(allowedStatusMoves('Program Completed')).toEqual([]);
    expect(allowedStatusMoves('Waitlisted', 'Building Blueprint')).toEqual(['Building Blueprint', 'Declined', 'Withdrawn']);
    expect(allowedStatusMoves('Declined', 'New')).toEqual(['New']);
    expect(allowedStatusMoves('Withdrawn', null)).toEqual(['New']);
  });
});

describe('dollars as typed', () => {
  it('become whole cents, or null when they are not an amount', () => {
    expect(dollarsToCents('12500')).toBe(1_250_000);
    expect(dollarsToCents('$12,500.5')).toBe(1_250_050);
    expect(dollarsToCents(' 0.07 ')).toBe(7);
    expect(dollarsToCents('12.345')).toBeNull();
    expect(dollarsToCents('-5')).toBeNull();
    expect(dollarsToCents('ten')).toBeNull();
  });
});

describe('invitations', () => {
  it('are pending until they expire or are accepted', () => {
    const now = new Date('2026-05-01T12:00:00Z');
    expect(invitationStatus({ acceptedAt: null, expiresAt: '2026-05-02T00:00:00Z' }, now)).toBe('pending');
    expect(invitationStatus({ acceptedAt: null, expiresAt: '2026-05-01T11:00:00Z' }, now)).toBe('expired');
    expect(invitationStatus({ acceptedAt: '2026-04-30T00:00:00Z', expiresAt: '2026-04-01T00:00:00Z' }, now)).toBe('accepted');
  });

  it('of programme staff take an ability only admins have', () => {
    expect(can(['ADMIN'], 'staff:invite-staff')).toBe(true);
    expect(can(['SCHOOL_SUCCESS_MANAGER'], 'staff:invite-staff')).toBe(false);
    expect(can(['SCHOOL_SUCCESS_MANAGER'], 'staff:invitations')).toBe(true);
  });
});
