// English: the People screens — programme staff's (roles, districts, deactivation) and a district's own.
import { registerEnglish } from '../english';

export const peopleMessages = {
  'people.role.ADMIN': 'Admin',
  'people.role.SCHOOL_SUCCESS_MANAGER': 'School success manager',
  'people.role.USER': 'District or school staff',
} as const;

registerEnglish(peopleMessages);
