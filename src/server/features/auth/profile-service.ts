// Complete Your Profile (spec §7 PUT /users/me): the profile fields of spec §3 "User profile".
import { eq } from 'drizzle-orm';
import { TITLE_OTHER, type completeProfileRequestSchema, type updateMeRequestSchema } from '@contract/auth';
import type { User } from '@contract/users';
import type { z } from 'zod';
import { users } from '@server/db/schema';
import { notFound } from '@server/plugins/http-error';
import type { AuthDeps } from './auth-deps';
import { loadUser } from './user-dto';

export type ProfileInput = z.output<typeof completeProfileRequestSchema>;

/** Omitted optional fields keep their value, null clears them; titleOther only lives beside "Other". */
export async function completeProfile(deps: AuthDeps, userId: string, input: ProfileInput): Promise<User> {
  const patch: Partial<typeof users.$inferInsert> = {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
  };
  if (input.prefix !== undefined) patch.prefix = input.prefix;
  if (input.phoneNumber !== undefined) patch.phoneNumber = input.phoneNumber;
  if (input.currentRole !== undefined) patch.currentRole = input.currentRole;
  if (input.title !== undefined) {
    patch.title = input.title;
    patch.titleOther = input.title === TITLE_OTHER ? (input.titleOther?.trim() ?? null) : null;
  } else if (input.titleOther !== undefined) {
    patch.titleOther = input.titleOther?.trim() ?? null;
  }

  const updated = await deps.db.update(users).set(patch).where(eq(users.id, userId)).returning({ id: users.id });
  if (!updated.length) throw notFound();
  const user = await loadUser(deps.db, userId);
  if (!user) throw notFound();
  return user;
}

/** PATCH /users/me: the language (null: the browser's), kept with the account for every device and e-mail. */
export async function updateMe(deps: AuthDeps, userId: string, input: z.output<typeof updateMeRequestSchema>): Promise<User> {
  const updated = await deps.db.update(users).set({ language: input.language }).where(eq(users.id, userId)).returning({ id: users.id });
  if (!updated.length) throw notFound();
  const user = await loadUser(deps.db, userId);
  if (!user) throw notFound();
  return user;
}
