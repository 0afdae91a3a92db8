// The staff console's pickers: the districts a staff member looks after (GET /staff/districts) and
// the people of one of them (GET /staff/districts/{id}/people), e.g. to give a checklist task to one person.
import { z } from 'zod';

const staffDistrictSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.string().nullable(),
  city: z.string().nullable(),
});
export const staffDistrictListSchema = z.object({ items: z.array(staffDistrictSchema) });

const districtPersonSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export const districtPeopleSchema = z.object({ items: z.array(districtPersonSchema) });
