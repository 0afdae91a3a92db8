// The e-mails a submitted application sends: a confirmation to the applicant and a notice to each
// programme staff member (ADMIN, SCHOOL_SUCCESS_MANAGER). They are jobs queued in the submit's own
// transaction, never sent inside the request: a mail server that is down or slow cannot fail or
// hold up the submit, the jobs runner retries a failed send with its growing delay (docs/jobs.md),
// and a rolled-back submit mails nobody. One job per recipient, so a retry never mails again
// someone who already got it; each in its recipient's language.
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '@server/db/connect';
import { applications, applicationSchools, districts, schools } from '@server/db/schema';
import { languageOfPerson } from '@server/i18n/request-language';
import { wordsFor } from '@server/i18n/text';
import { enqueueJobs, type NewJob } from '@server/jobs/queue';
import type { JobKind } from '@server/jobs/registry';
import { loadRecipient, staffMembers } from '../reminders/recipients';
import { applicantConfirmationMail, staffNewApplicationMail, type SubmittedFacts } from './submitted-mails';

const APPLICATION_SUBMITTED_JOB = 'application-submitted';

const payloadSchema = z.object({
  applicationId: z.string(),
  userId: z.string(),
  audience: z.enum(['applicant', 'staff']),
});
type SubmittedPayload = z.infer<typeof payloadSchema>;

const jobOf = (payload: SubmittedPayload, runAt: Date): NewJob => ({
  kind: APPLICATION_SUBMITTED_JOB,
  key: `${APPLICATION_SUBMITTED_JOB}:${payload.applicationId}:${payload.userId}`,
  payload,
  runAt,
});

/** Queues the applicant's confirmation and every staff member's notice; call it inside the submit's transaction. */
export async function queueSubmittedMails(tx: Tx, applicationId: string, applicantId: string, now: Date): Promise<number> {
  const staff = (await staffMembers(tx)).filter((id) => id !== applicantId);
  return enqueueJobs(tx, [
    jobOf({ applicationId, userId: applicantId, audience: 'applicant' }, now),
    ...staff.map((userId) => jobOf({ applicationId, userId, audience: 'staff' }, now)),
  ]);
}

async function loadFacts(db: Db, applicationId: string): Promise<SubmittedFacts | null> {
  const [row] = await db
    .select({
      applicationNumber: applications.applicationNumber,
      applicantName: applications.applicantName,
      districtName: districts.name,
      numberOfSchools: applications.numberOfSchools,
      fundingOption: applications.fundingOption,
      applicationDate: applications.applicationDate,
      contactEmail: applications.contactEmail,
    })
    .from(applications)
    .innerJoin(districts, eq(districts.id, applications.districtId))
    .where(eq(applications.id, applicationId));
  if (!row) return null;
  const picked = await db
    .select({ name: schools.name })
    .from(applicationSchools)
    .innerJoin(schools, eq(schools.id, applicationSchools.schoolId))
    .where(eq(applicationSchools.applicationId, applicationId))
    .orderBy(asc(schools.name));
  return { ...row, schoolNames: picked.map((s) => s.name) };
}

export const applicationSubmittedJob: JobKind<SubmittedPayload> = {
  kind: APPLICATION_SUBMITTED_JOB,
  parse: (payload) => payloadSchema.parse(payload),
  async run(ctx) {
    const { db, mailer, publicUrl } = ctx.deps;
    const p = ctx.payload;
    const [facts, who] = await Promise.all([loadFacts(db, p.applicationId), loadRecipient(db, p.userId)]);
    if (!facts) return ctx.complete('application-gone');
    if (!who) return ctx.complete('recipient-gone');
    const link = p.audience === 'applicant' ? `${publicUrl}/applications/${p.applicationId}` : `${publicUrl}/staff/applications/${p.applicationId}`;
    const words = wordsFor(languageOfPerson(who.language));
    const mail = p.audience === 'applicant' ? applicantConfirmationMail(words, facts, link) : staffNewApplicationMail(words, facts, link);
    // Sent before the completion commits: a crash in between sends it again (rarely twice, never lost).
    await mailer.send({ to: who.email, ...mail, link });
    await ctx.complete('sent');
  },
};
