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
} as const;
