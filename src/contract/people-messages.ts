// People and roles: the texts of the People screens (staff and district) and of a deactivated
// account. Apart from the schemas (no zod here), so the client's message catalogue reads them.

export const peopleMessages = {
  accountDeactivated: 'This account has been deactivated. Ask your district or the programme to reactivate it.',
  roleInvalid: 'Choose a role from the list',
  stateInvalid: 'Choose Active or Deactivated',
  lastSignInInvalid: 'Choose a sign-in period from the list',
  districtInvalid: 'Choose a district from the list',
  nothingToChange: 'Change the role, the districts or whether the person is active',
  activeInvalid: 'Choose whether the person is active',
  districtIdsInvalid: 'Choose districts from the list',
  districtIdsOnlyForManagers: 'Only a school success manager looks after districts',
  rolesAdminOnly: 'Only an admin changes roles and the districts a manager looks after',
  notYourself: 'You cannot deactivate yourself or change your own role',
  lastAdmin: 'The programme needs at least one active admin: make someone else an admin first',
  personNotFound: 'Person not found',
  coordinatorOnly: "Only the district's coordinator (current role District Office) invites and deactivates colleagues",
  districtRoleOnly: 'A district invites district or school staff only; programme staff roles are given by the programme',
  reactivateByProgramme: 'Only programme staff reactivate a person: ask your school success manager',
  schoolInvalid: 'Choose a school of your district',
  importDistrictRequired: 'Choose the district the people are invited to',
  importDistrictNotYours: 'A district imports people into its own district only',
  importPreviewInvalid: 'Use preview=true, or leave it out to send the invitations',
  importEmpty: 'The file is empty: it needs the header line and one row per person',
  importNoRows: 'The file has a header but no people',
  importNotCsv: 'Send the file as CSV (text/csv)',
  importNameTooLong: 'Names must be at most 100 characters',
  importRoleNotGrantable: 'An import invites district or school staff only (role USER); programme staff roles are given one person at a time',
  importRoleInvalid: 'Use USER, or leave the role empty',
  importAlreadyMember: 'Already a member of the district',
  importAlreadyInvited: 'Already has an invitation waiting',
  importAccountElsewhere: 'Has an account outside this district',
} as const;

/** Texts with values in them (src/contract/message-template.ts). */
export const peopleMessageTemplates = {
  importColumns: 'The header must be exactly the columns {expected}; found {found}',
  importTooManyRows: 'A file holds at most {limit} people; this one has {count}: split it',
  importTooLarge: 'A file is at most {megabytes} MB: split it',
  importNotCsvLine: 'The file is not valid CSV (line {line}): {reason}',
  importSchoolUnknown: 'No school named "{school}" in the district',
  importSchoolAmbiguous: 'Several schools are named "{school}" in the district: ask the programme to tell them apart',
  importCellCount: 'Has {count} cells; the header has {expected}',
  importDuplicate: 'Appears again (first on row {row})',
} as const;
