// The directory editor's texts (staff screens that add, edit, match and accept districts and
// schools), apart from its schemas so the client's message catalogue reads them without zod.
import { fillTemplate } from './message-template';

export const directoryAdminMessageTemplates = {
  mergeProjectConflict: '{school} and {target} both have a {resource} project: move or return its kits first, then merge the schools',
} as const;

export const directoryAdminMessages = {
  districtNameRequired: 'District name is required',
  schoolNameRequired: 'School name is required',
  stateRequired: 'State is required',
  stateInvalid: 'State must be a US state, such as AZ',
  districtNcesInvalid: 'District NCES id must be 7 digits',
  schoolNcesInvalid: 'School NCES id must be 12 digits',
  ncesTaken: 'Another district or school already has this NCES id',
  emailDomainInvalid: 'E-mail domains must look like district.k12.us, one per line',
  enrollmentInvalid: 'Enrollment must be a whole number from 0',
  disadvantagedInvalid: '% disadvantaged must be a whole number from 0 to 100',
  titleIInvalid: 'Choose a Title I status from the list',
  gradeBandInvalid: 'Grade band is invalid',
  cityInvalid: 'City is invalid',
  targetRequired: 'Choose the directory district or school to match it to',
  districtNotFound: 'District not found',
  schoolNotFound: 'School not found',
  notUnlisted: 'Only a typed (unlisted) district or school can be matched or accepted',
  targetUnlisted: 'Match to a directory district or school, not to another typed one',
  targetSame: 'Choose a different district or school to match it to',
  schoolTargetOtherDistrict: 'Match a school to a school of its own district',
  showInvalid: 'show must be all, unlisted or listed',
  mergeProjectConflict: (school: string, target: string, resource: string) =>
    fillTemplate(directoryAdminMessageTemplates.mergeProjectConflict, { school, target, resource }),
} as const;
