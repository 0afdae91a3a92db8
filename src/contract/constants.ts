// Business constants of the programme (spec §9), shared by client and server.

export const API_PREFIX = '/api/v1';
export const DEFAULT_LOCALE = 'en';
export const STORAGE_VERSION = 1;

export const DEFAULT_PAGE_SIZE = 15;
export const PAGE_SIZE_OPTIONS = [10, 15, 30, 50] as const;
export const MAX_PAGE_SIZE = 50;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
export const EMAIL_PART_MAX_LENGTH = 64;
/** A stored phone number: "+1" and 10 digits. */
export const PHONE_MAX_LENGTH = 12;
/**
 * A phone number as typed, before its spaces, dashes, dots and brackets are dropped:
 * "+1 (505) 555-0100" is 17 characters, and a few more spaces still fit.
 */
export const PHONE_INPUT_MAX_LENGTH = 20;

/** Verification e-mails a user may ask for in 24 hours (spec §9). */
export const VERIFICATION_RESEND_LIMIT = 10;
/** A quote request locks in pricing for this many months (spec §9). */
export const QUOTE_LOCK_MONTHS = 6;
/** Full funding: one application per this many months (spec §9). */
export const FULL_FUNDING_INTERVAL_MONTHS = 6;
/** Kits a school may hold on hand for one project kit (spec §9). */
export const MAX_KITS_ON_HAND = 10;
/** Latest date any date field accepts (spec §5). */
export const MAX_DATE = '2099-12-31';

/** Sign-in's final onboarding step: only this value means the application is created (spec §4). */
export const FINAL_ONBOARDING_STEP = 7;

export const ROLES = ['USER', 'ADMIN', 'SCHOOL_SUCCESS_MANAGER'] as const;
export type Role = (typeof ROLES)[number];

/** On an API answer the service worker served from its cache: when it stored it (ms since epoch). */
export const FETCHED_AT_HEADER = 'X-Fetched-At';
