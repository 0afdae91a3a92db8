// The onboarding wizard's text limits and rule texts (spec §5), apart from the schemas in
// onboarding.ts: the client's message catalogue reads the texts without building any zod schema.

import { PHONE_MAX_LENGTH } from './constants';
import { fillTemplate } from './message-template';

export const ONBOARDING_LIMITS = {
  name: 50,
  workEmail: 129,
  // As stored; typed with its separators it may be longer (PHONE_INPUT_MAX_LENGTH).
  phone: PHONE_MAX_LENGTH,
  titleOther: 100,
  objectives: 500,
  successDescription: 500,
  comments: 500,
  heardAboutOther: 100,
  maxProfileSchools: 10,
  maxNumberOfSchools: 1000,
  maxResources: 50,
  /** A typed district, school or city name ("my district or school isn't listed"). */
  directoryName: 100,
} as const;

/** The onboarding texts with values in them, as templates the client can word in another language. */
export const onboardingMessageTemplates = {
  numberOfSchoolsTooSmallOne: 'Number of schools cannot be less than the 1 school you selected',
  numberOfSchoolsTooSmall: 'Number of schools cannot be less than the {selected} schools you selected',
  // Names the district-staff choice by its label on the district step (spec §8's "Unlinked to the school").
  noSchoolLink: 'No school is linked to {email}. Check the e-mail you entered, or tick "I work for the district rather than at one school".',
} as const;

export const onboardingMessages = {
  limitReached: 'Limit Reached: the maximum number of schools on your profile is reached. Remove one before adding another.',
  schoolOutsideDistrict: 'Choose schools of the selected district',
  duplicateSchool: 'This school is already selected',
  numberOfSchoolsTooSmall: (selected: number) =>
    selected === 1
      ? onboardingMessageTemplates.numberOfSchoolsTooSmallOne
      : fillTemplate(onboardingMessageTemplates.numberOfSchoolsTooSmall, { selected }),
  numberOfSchoolsRange: `Number of schools must be a whole number from 1 to ${ONBOARDING_LIMITS.maxNumberOfSchools}`,
  resourceUnknown: 'Choose resources from the catalogue',
  workEmailTooLong: `Email must be at most ${ONBOARDING_LIMITS.workEmail} characters`,
  stepIncomplete: 'Complete the earlier steps first',
  alreadySubmitted: 'Your application is already submitted.',
  noSchoolLink: (email: string) => fillTemplate(onboardingMessageTemplates.noSchoolLink, { email }),
  // "My district or school isn't listed": each names the field it is about.
  districtNameRequired: 'District name is required',
  stateRequired: 'State is required',
  stateInvalid: 'State must be a US state, such as AZ',
  cityInvalid: 'City is invalid',
  schoolNameRequired: 'School name is required',
  noDistrictOneSchool: 'A school with no district applies on its own: type its name, and only its name',
  unlistedWithDirectorySchools: 'Schools from the directory belong to a listed district: remove them, or type your schools’ names',
} as const;
