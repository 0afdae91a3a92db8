// Field rules of spec §5 as zod schemas, with the spec's messages.
import { z } from 'zod';
import { EMAIL_PART_MAX_LENGTH, MAX_DATE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHONE_INPUT_MAX_LENGTH } from './constants';
import { messages } from './messages';
import { hasUnstorableText } from './text-safety';

const EMAIL_PATTERN = new RegExp(`^[^\\s@]{1,${EMAIL_PART_MAX_LENGTH}}@[^\\s@]{1,${EMAIL_PART_MAX_LENGTH}}$`);
// Letters (any script), spaces, the spec's punctuation - . _ ~ ! @ # $ & % ^ * and curly quotes.
const NAME_PATTERN = /^[\p{L}\s\-._~!@#$&%^*\u2018\u2019\u201C\u201D']+$/u;
// Spec §5 lists "+1" and 10 digits, "1" and 10 digits, exactly 10 digits, "or only digits and +":
// read as the characters those forms may use, not as a fourth form (which would let "12345" pass
// while the hint asks for 10 digits). The hint on every phone field words these same three forms.
const PHONE_PATTERN = /^(\+1\d{10}|1\d{10}|\d{10})$/;
// People write a number the way it is read out: "(505) 555-0100", "505.555.0100", "+1 505-555-0100".
// These separators carry nothing, so they are dropped before the rule and only the digits are stored.
const PHONE_SEPARATORS = /[\s\-.()]/g;

/** A required string: the given message when empty, then the spec's blank and dash rules. */
export const requiredText = (requiredMessage: string, max = 500) =>
  z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage })
    .max(max, { error: `Must be at most ${max} characters` })
    .refine((v) => v.trim().length > 0, { error: messages.spacesOnly })
    .refine((v) => !/^[\s-]*-[\s-]*$/.test(v), { error: messages.dashesOnly })
    // The server refuses these for every field before any rule runs; a form says so at the field.
    .refine((v) => !hasUnstorableText(v), { error: messages.textUnstorable });

export const emailSchema = z
  .string({ error: messages.emailRequired })
  .trim()
  .min(1, { error: messages.emailRequired })
  .regex(EMAIL_PATTERN, { error: messages.emailInvalid })
  .refine((v) => !hasUnstorableText(v), { error: messages.textUnstorable })
  .transform((v) => v.toLowerCase());

export const passwordSchema = z
  .string({ error: messages.passwordRequired })
  .min(1, { error: messages.passwordRequired })
  .refine((v) => !/\s/.test(v), { error: messages.spacesNotAllowed })
  .refine((v) => v.length >= PASSWORD_MIN_LENGTH && v.length <= PASSWORD_MAX_LENGTH, {
    error: messages.passwordLength,
  })
  .refine((v) => /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v), {
    error: messages.passwordCharacters,
  });

/** Sign-in only checks presence: the rules are for choosing a password, not for typing one. */
export const signInPasswordSchema = z
  .string({ error: messages.passwordRequired })
  .min(1, { error: messages.passwordRequired })
  .max(PASSWORD_MAX_LENGTH * 4, { error: messages.passwordLength });

export const nameSchema = (requiredMessage: string = messages.nameRequired) =>
  requiredText(requiredMessage, 50)
    .refine((v) => !/\d/.test(v), { error: messages.noDigits })
    .refine((v) => /\d/.test(v) || NAME_PATTERN.test(v), { error: messages.informationInvalid });

/** A phone number as typed, answered in one of the three stored forms ("+15055550100", "15055550100", "5055550100"). */
export const phoneSchema = z
  .string({ error: messages.phoneRequired })
  .trim()
  .min(1, { error: messages.phoneRequired })
  .max(PHONE_INPUT_MAX_LENGTH, { error: messages.phoneInvalid })
  .transform((v) => v.replace(PHONE_SEPARATORS, ''))
  .pipe(z.string().regex(PHONE_PATTERN, { error: messages.phoneInvalid }));

/**
 * A day of the calendar: Date.parse rolls 2024-02-30 over to March 1st, and the database refuses
 * it (and year 0), so the day must read back as written.
 */
export function isCalendarDay(v: string): boolean {
  const time = Date.parse(`${v}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === v && v >= '0001-01-01';
}

/** A calendar date sent as YYYY-MM-DD, no later than the spec's 12/31/2099. */
export const isoDateSchema = z
  .string({ error: messages.dataRequired })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: messages.dataRequired })
  .refine(isCalendarDay, { error: messages.dataRequired })
  .refine((v) => v <= MAX_DATE, { error: 'Date must be no later than 12/31/2099' });
