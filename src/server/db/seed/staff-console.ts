// The programme staff console's demo data: a school success manager who looks after Riverbend,
// and applications from Riverbend and Harbor Point in every status — some waiting for someone to
// take them — with blueprints, funding, staff notes and the activity that got them there, so the
// review queue, its filters and paging, and the staff dashboard show something real.
//
// Full funding stays within its rule (one application per district every six months): the
// full-funding applications here are older than that, so a district may apply for full funding now.
import { eq } from 'drizzle-orm';
import { FINAL_ONBOARDING_STEP } from '@contract/constants';
import { hashPassword } from '@server/features/auth/passwords';
import type { Tx } from '../connect';
import {
  activityLog,
  applicationNotes,
  applicationResources,
  applications,
  applicationSchools,
  blueprints,
  fundingAllocations,
  invitations,
  staffDistricts,
  users,
  type BLUEPRINT_STAGES,
} from '../schema';
import type { ApplicationStatus } from '@contract/applications-messages';
import { pick, type DemoContext } from './context';
import { dayFromToday, instantFromNow } from './dates';
import { DEMO_ACCOUNTS } from './demo-accounts';

/** The district the demo manager looks after. */
const MANAGER_DISTRICT = 'riverbend';

type Status = ApplicationStatus;
type Assignee = 'admin' | 'manager' | null;

interface DemoApplication {
  district: 'riverbend' | 'harbor-point';
  applicant: string;
  email: string;
  status: Status;
  daysAgo: number;
  assignee: Assignee;
  funding: 'full' | 'matching';
  schools: string[];
  picks: [slug: string, quantity: number][];
  objectives: string;
  /** Funds allocated: amount in dollars, allocated `daysAgo`, usable until `useByInDays` from today. */
  funds?: { dollars: number; daysAgo: number; useByInDays: number };
  blueprint?: { stage: (typeof BLUEPRINT_STAGES)[number]; approved: boolean; costDollars: number; directDollars: number };
  notes?: string[];
}

const APPLICATIONS: DemoApplication[] = [
  {
    district: 'riverbend',
    applicant: 'Nadia Rahman',
    email: 'n.rahman@riverbendschools.example',
    status: 'New',
    daysAgo: 2,
    assignee: null,
    funding: 'matching',
    schools: ['oak-grove-middle', 'pine-hollow-elementary'],
    picks: [
      ['micro-robots', 6],
      ['engineering-design-pd', 1],
    ],
    objectives: 'Start an after-school robotics club at Oak Grove and bring coding into fourth and fifth grade.',
    notes: ['Asked on the phone whether matching funds can come from their Title IV-A budget: yes.'],
  },
  {
    district: 'riverbend',
    applicant: 'Marcus Bell',
    email: 'm.bell@riverbendschools.example',
    status: 'New',
    daysAgo: 9,
    assignee: null,
    funding: 'matching',
    schools: ['riverbend-high'],
    picks: [
      ['virtual-job-shadow', 1],
      ['career-interest-survey', 1],
    ],
    objectives: 'Connect juniors with skilled-trades employers in the county before they pick senior electives.',
  },
  {
    district: 'riverbend',
    applicant: 'Alicia Gomez',
    email: 'a.gomez@riverbendschools.example',
    status: 'Building Blueprint',
    daysAgo: 27,
    assignee: 'manager',
    funding: 'matching',
    schools: ['eastside-stem-academy'],
    picks: [
      ['water-filtration', 8],
      ['environmental-field-day', 1],
    ],
    objectives: 'An environmental science unit around the river that runs through town, ending with a field day.',
    notes: ['Eastside wants the field day in April, before state testing. Check the trip calendar.'],
  },
  {
    district: 'riverbend',
    applicant: 'Dwayne Porter',
    email: 'd.porter@riverbendschools.example',
    status: 'Blueprint Created',
    daysAgo: 240,
    assignee: 'manager',
    funding: 'full',
    schools: ['riverbend-high', 'oak-grove-middle'],
    picks: [
      ['solar-car-challenge', 10],
      ['bridge-engineering', 6],
      ['inquiry-in-action-pd', 1],
    ],
    objectives: 'Project-based engineering in every 8th and 10th grade science class.',
    funds: { dollars: 38_500, daysAgo: 200, useByInDays: 20 },
    blueprint: { stage: 'In Review', approved: false, costDollars: 38_500, directDollars: 0 },
  },
  {
    district: 'riverbend',
    applicant: 'Helen Okafor',
    email: 'h.okafor@riverbendschools.example',
    status: 'Program Completed',
    daysAgo: 420,
    assignee: 'admin',
    funding: 'matching',
    schools: ['pine-hollow-elementary'],
    picks: [['circuits-classbox', 3]],
    objectives: 'Hands-on circuits for every third-grade class.',
    funds: { dollars: 6_000, daysAgo: 400, useByInDays: -40 },
    blueprint: { stage: 'Completed', approved: true, costDollars: 12_000, directDollars: 6_000 },
  },
  {
    district: 'riverbend',
    applicant: 'Sofia Lindqvist',
    email: 's.lindqvist@riverbendschools.example',
    status: 'New',
    daysAgo: 16,
    assignee: 'manager',
    funding: 'matching',
    schools: ['riverbend-high'],
    picks: [['aerospace-day', 1]],
    objectives: 'An aerospace day for the physics classes, with a follow-up rocketry unit.',
  },
  {
    district: 'harbor-point',
    applicant: 'Grace Whitaker',
    email: 'g.whitaker@harborpointisd.example',
    status: 'New',
    daysAgo: 4,
    assignee: null,
    funding: 'matching',
    schools: ['bayside-middle'],
    picks: [
      ['robotics-classbox', 2],
      ['family-stem-night', 1],
    ],
    objectives: 'Robotics in seventh-grade science and a family STEM night to launch it.',
  },
  {
    district: 'harbor-point',
    applicant: 'Luis Serrano',
    email: 'l.serrano@harborpointisd.example',
    status: 'New',
    daysAgo: 21,
    assignee: null,
    funding: 'matching',
    schools: ['seabreeze-elementary', 'bayside-middle'],
    picks: [['microscopy-classbox', 4]],
    objectives: 'Life science with real microscopes from fourth grade on.',
  },
  {
    district: 'harbor-point',
    applicant: 'Naomi Fischer',
    email: 'n.fischer@harborpointisd.example',
    status: 'Building Blueprint',
    daysAgo: 33,
    assignee: 'admin',
    funding: 'matching',
    schools: ['harbor-point-high'],
    picks: [
      ['career-pathways-explorer', 1],
      ['engineering-design-pd', 2],
    ],
    objectives: 'Career pathways advising for every freshman, and design-process training for the CTE staff.',
    notes: ['Waiting for their CTE director to confirm how many teachers attend the PD.'],
  },
  {
    district: 'harbor-point',
    applicant: 'Omar Haddad',
    email: 'o.haddad@harborpointisd.example',
    status: 'Blueprint Created',
    daysAgo: 58,
    assignee: 'admin',
    funding: 'matching',
    schools: ['harbor-point-high', 'bayside-middle'],
    picks: [
      ['micro-robots', 10],
      ['mobile-maker-lab', 1],
    ],
    objectives: 'Coding and making across the middle-to-high-school transition.',
    funds: { dollars: 21_000, daysAgo: 30, useByInDays: 210 },
    blueprint: { stage: 'In Review', approved: false, costDollars: 42_000, directDollars: 21_000 },
  },
  {
    district: 'harbor-point',
    applicant: 'Beatrice Nwosu',
    email: 'b.nwosu@harborpointisd.example',
    status: 'Program Completed',
    daysAgo: 300,
    assignee: 'admin',
    funding: 'full',
    schools: ['seabreeze-elementary'],
    picks: [
      ['environmental-field-day', 1],
      ['water-filtration', 4],
    ],
    objectives: 'Water science for every fifth grader, with a day at the bay.',
    funds: { dollars: 18_400, daysAgo: 290, useByInDays: 60 },
    blueprint: { stage: 'Completed', approved: true, costDollars: 18_400, directDollars: 0 },
  },
];

export async function seedStaffConsole(tx: Tx, ctx: DemoContext): Promise<void> {
  const account = DEMO_ACCOUNTS.find((a) => a.email === 'manager@example.org');
  if (!account) throw new Error('Demo seed: manager@example.org is missing from DEMO_ACCOUNTS');
  const [manager] = await tx
    .insert(users)
    .values({
      email: account.email,
      passwordHash: await hashPassword(account.password),
      prefix: 'Ms',
      firstName: 'Renee',
      lastName: 'Alvarez',
      phoneNumber: '9195550163',
      title: 'School Success Manager',
      onboardingStep: FINAL_ONBOARDING_STEP,
      showPlanningPopUp: false,
      isEmailConfirmed: true,
      roles: ['SCHOOL_SUCCESS_MANAGER'],
    })
    .returning({ id: users.id });
  const managerId = manager!.id;
  const { adminId } = ctx.accounts;
  await tx.insert(staffDistricts).values({ userId: managerId, districtId: pick(ctx.directory.districtIds, MANAGER_DISTRICT) });

  const assigneeId = (who: Assignee) => (who === 'admin' ? adminId : who === 'manager' ? managerId : null);
  // Oldest first, so application numbers follow the application dates.
  for (const demo of [...APPLICATIONS].sort((a, b) => b.daysAgo - a.daysAgo)) {
    const districtId = pick(ctx.directory.districtIds, demo.district);
    const [application] = await tx
      .insert(applications)
      .values({
        districtId,
        // Made by the district's own staff: the district's applications.
        districtLinked: true,
        status: demo.status,
        applicantName: demo.applicant,
        numberOfSchools: demo.schools.length,
        applicationDate: dayFromToday(-demo.daysAgo),
        assignedAdminId: assigneeId(demo.assignee),
        fundingOption: demo.funding,
        fundsAllocatedCents: demo.funds ? demo.funds.dollars * 100 : null,
        fundsUsageDeadline: demo.funds ? dayFromToday(demo.funds.useByInDays) : null,
        contactName: demo.applicant,
        contactEmail: demo.email,
        objectives: demo.objectives,
        successDescription: 'Teachers keep running the activities on their own the following year.',
        heardAbout: 'A conference',
        applicationType: demo.schools.length > 1 ? 'MultiSchool' : 'SingleSchool',
        createdAt: instantFromNow(-demo.daysAgo),
      })
      .returning({ id: applications.id, applicationNumber: applications.applicationNumber });
    const applicationId = application!.id;
    await tx.insert(applicationSchools).values(demo.schools.map((key) => ({ applicationId, schoolId: pick(ctx.directory.schoolIds, key) })));
    await tx
      .insert(applicationResources)
      .values(demo.picks.map(([slug, quantity]) => ({ applicationId, resourceId: pick(ctx.catalogue.resources, slug).id, quantity })));

    let blueprintId: string | null = null;
    if (demo.blueprint) {
      const cents = demo.blueprint.costDollars * 100;
      const [blueprint] = await tx
        .insert(blueprints)
        .values({
          applicationId,
          districtId,
          preparedFor: demo.applicant,
          stage: demo.blueprint.stage,
          approval: demo.blueprint.approved ? 'Approved' : 'Needs approval',
          approvedAt: demo.blueprint.approved ? instantFromNow(-demo.daysAgo + 20) : null,
          totalProgramCostCents: cents,
          directCostToDistrictCents: demo.blueprint.directDollars * 100,
          createdAt: instantFromNow(-demo.daysAgo + 10),
        })
        .returning({ id: blueprints.id });
      blueprintId = blueprint!.id;
    }
    if (demo.funds) {
      await tx.insert(fundingAllocations).values({
        districtId,
        applicationId,
        blueprintId,
        allocatedCents: demo.funds.dollars * 100,
        useBy: dayFromToday(demo.funds.useByInDays),
        createdAt: instantFromNow(-demo.funds.daysAgo),
      });
    }
    for (const [i, body] of (demo.notes ?? []).entries()) {
      await tx.insert(applicationNotes).values({
        applicationId,
        authorId: assigneeId(demo.assignee) ?? adminId,
        body,
        createdAt: instantFromNow(-demo.daysAgo + 1 + i),
      });
    }
    const history = historyOf(demo, {
      applicationId,
      districtId,
      number: application!.applicationNumber,
      actorId: assigneeId(demo.assignee) ?? adminId,
    });
    if (history.length) await tx.insert(activityLog).values(history);
  }
  await seedCoordinatorHistory(tx, ctx);
  await seedInvitations(tx, ctx, managerId);
}

/**
 * Two invitations the console lists: one still waiting, one expired (to resend). They carry no
 * link: resending one issues it, as for any invitation.
 */
async function seedInvitations(tx: Tx, ctx: DemoContext, managerId: string): Promise<void> {
  const demo = [
    { email: 'science.lead@riverbendschools.example', district: MANAGER_DISTRICT, by: managerId, sentDaysAgo: 4, expiresInDays: 10 },
    { email: 'counselor@harborpointisd.example', district: 'harbor-point', by: ctx.accounts.adminId, sentDaysAgo: 20, expiresInDays: -6 },
  ];
  for (const invitation of demo) {
    const districtId = pick(ctx.directory.districtIds, invitation.district);
    const [row] = await tx
      .insert(invitations)
      .values({
        email: invitation.email,
        role: 'USER',
        districtId,
        invitedById: invitation.by,
        createdAt: instantFromNow(-invitation.sentDaysAgo),
        expiresAt: instantFromNow(invitation.expiresInDays),
      })
      .returning({ id: invitations.id });
    await tx.insert(activityLog).values({
      entityType: 'invitation',
      entityId: row!.id,
      districtId,
      actorId: invitation.by,
      action: 'invitation-created',
      after: { email: invitation.email, role: 'USER', schoolId: null },
      createdAt: instantFromNow(-invitation.sentDaysAgo),
    });
  }
}

/** The coordinator's application (programme.ts) got to Blueprint Created with its funds: its log. */
async function seedCoordinatorHistory(tx: Tx, ctx: DemoContext): Promise<void> {
  const [application] = await tx
    .select({ id: applications.id, districtId: applications.districtId, number: applications.applicationNumber, date: applications.applicationDate })
    .from(applications)
    .where(eq(applications.userId, ctx.accounts.coordinatorId));
  const [allocation] = application ? await tx.select().from(fundingAllocations).where(eq(fundingAllocations.applicationId, application.id)) : [];
  if (!application || !allocation) return;
  const daysAgo = Math.round((Date.now() - Date.parse(`${application.date}T12:00:00Z`)) / 86_400_000);
  await tx.insert(activityLog).values(
    historyOf(
      {
        status: 'Blueprint Created',
        daysAgo,
        assignee: 'admin',
        funds: {
          dollars: allocation.allocatedCents / 100,
          daysAgo: Math.round((Date.now() - allocation.createdAt.getTime()) / 86_400_000),
          useByInDays: 0,
        },
      },
      { applicationId: application.id, districtId: application.districtId, number: application.number, actorId: ctx.accounts.adminId },
    ).map((entry) => (entry.action === 'funds-allocated' ? { ...entry, after: { ...entry.after, useBy: allocation.useBy } } : entry)),
  );
}

const FLOW: Status[] = ['New', 'Building Blueprint', 'Blueprint Created', 'Program Completed'];

/** The moves and allocation that brought a demo application where it is, as the log records them. */
function historyOf(
  demo: Pick<DemoApplication, 'status' | 'daysAgo' | 'assignee' | 'funds'>,
  at: { applicationId: string; districtId: string; number: number; actorId: string },
) {
  const base = { entityType: 'application', entityId: at.applicationId, districtId: at.districtId, actorId: at.actorId };
  const entries: (typeof activityLog.$inferInsert)[] = [];
  const steps = FLOW.indexOf(demo.status);
  for (let step = 1; step <= steps; step += 1) {
    entries.push({
      ...base,
      action: 'status-changed',
      before: { status: FLOW[step - 1], number: at.number },
      after: { status: FLOW[step], number: at.number },
      visibility: 'district',
      createdAt: instantFromNow(-demo.daysAgo + step * 5),
    });
  }
  if (demo.funds) {
    entries.push({
      ...base,
      action: 'funds-allocated',
      before: null,
      after: { allocatedCents: demo.funds.dollars * 100, useBy: dayFromToday(demo.funds.useByInDays), number: at.number },
      visibility: 'district',
      createdAt: instantFromNow(-demo.funds.daysAgo),
    });
  }
  if (demo.assignee) {
    entries.push({
      ...base,
      action: 'assigned',
      before: { assignedAdmin: null, number: at.number },
      after: { assignedAdmin: { id: at.actorId, name: demo.assignee === 'admin' ? 'Marcus Reyes' : 'Renee Alvarez' }, number: at.number },
      visibility: 'staff',
      createdAt: instantFromNow(-demo.daysAgo + 1),
    });
  }
  return entries;
}
