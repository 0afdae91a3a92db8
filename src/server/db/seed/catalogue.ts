// The demo catalogue: a few resources of each of the five types, with lessons. Some lessons
// have a link, some a file, some neither, so the disabled Open/Download states show too.
import type { Tx } from '../connect';
import { lessons, resources, RESOURCE_TYPES } from '../schema';
import { seedKitParts } from './kit-parts';

type ResourceType = (typeof RESOURCE_TYPES)[number];
type LessonLink = 'url' | 'file' | 'both' | 'none';

interface DemoResource {
  type: ResourceType;
  slug: string;
  name: string;
  summary: string;
  gradeBand: string;
  subject: string;
  duration: string;
  unitCostCents: number;
  lessons: [title: string, minutes: number, link: LessonLink][];
}

const CURRICULUM = 'https://curriculum.example.org';

const RESOURCES: DemoResource[] = [
  // Onsite field trips
  {
    type: 'onsite-field-trip',
    slug: 'mobile-maker-lab',
    name: 'Mobile Maker Lab Field Trip',
    summary: 'A maker lab on wheels parks at the school for a day of hands-on engineering stations.',
    gradeBand: '6-12',
    subject: 'Engineering',
    duration: '1 day',
    unitCostCents: 250_000,
    lessons: [
      ['Before the visit: what is a maker?', 45, 'url'],
      ['Safety briefing', 20, 'file'],
      ['After the visit: reflection journal', 30, 'none'],
    ],
  },
  {
    type: 'onsite-field-trip',
    slug: 'aerospace-day',
    name: 'Aerospace Day On Site',
    summary: 'Students build and launch air-powered rockets with programme flight instructors.',
    gradeBand: 'K-8',
    subject: 'Physics',
    duration: '1 day',
    unitCostCents: 220_000,
    lessons: [
      ['Rockets and forces', 50, 'both'],
      ['Launch-day checklist', 15, 'file'],
    ],
  },
  {
    type: 'onsite-field-trip',
    slug: 'environmental-field-day',
    name: 'Environmental Science Field Day',
    summary: 'Water testing, soil cores and a schoolyard biodiversity survey.',
    gradeBand: '3-8',
    subject: 'Earth Science',
    duration: '1 day',
    unitCostCents: 195_000,
    lessons: [['Watershed walk', 60, 'none']],
  },
  // Hands-on projects (these are the kits schools hold on hand)
  {
    type: 'project',
    slug: 'solar-car-challenge',
    name: 'Solar Car Challenge',
    summary: 'Teams design, build and race solar-powered model cars.',
    gradeBand: '6-8',
    subject: 'Physics',
    duration: '6 weeks',
    unitCostCents: 85_000,
    lessons: [
      ['Energy from the sun', 45, 'url'],
      ['Gears and torque', 45, 'both'],
      ['Build day', 90, 'file'],
      ['Race day and redesign', 90, 'none'],
    ],
  },
  {
    type: 'project',
    slug: 'bridge-engineering',
    name: 'Bridge Engineering',
    summary: 'Truss bridges from kit parts, load-tested to failure.',
    gradeBand: '6-12',
    subject: 'Engineering',
    duration: '4 weeks',
    unitCostCents: 60_000,
    lessons: [
      ['Tension and compression', 45, 'url'],
      ['Design and budget', 45, 'file'],
      ['Load testing', 60, 'none'],
    ],
  },
  {
    type: 'project',
    slug: 'water-filtration',
    name: 'Water Filtration Lab',
    summary: 'Students engineer filters from everyday materials and test the water they produce.',
    gradeBand: '5-8',
    subject: 'Environmental Science',
    duration: '3 weeks',
    unitCostCents: 45_000,
    lessons: [
      ['Where does our water come from?', 40, 'url'],
      ['Filter design challenge', 60, 'file'],
    ],
  },
  {
    type: 'project',
    slug: 'micro-robots',
    name: 'Coding with Micro Robots',
    summary: 'Block-based coding with palm-sized robots that follow lines and solve mazes.',
    gradeBand: '3-5',
    subject: 'Computer Science',
    duration: '5 weeks',
    unitCostCents: 70_000,
    lessons: [
      ['Meet your robot', 30, 'url'],
      ['Sequences and loops', 45, 'url'],
      ['Maze challenge', 60, 'none'],
    ],
  },
  // Workshops
  {
    type: 'workshop',
    slug: 'inquiry-in-action-pd',
    name: 'Inquiry in Action: Educator PD',
    summary: 'Two days of professional learning on running inquiry-based STEM lessons.',
    gradeBand: 'K-12',
    subject: 'Professional Learning',
    duration: '2 days',
    unitCostCents: 450_000,
    lessons: [
      ['Day 1 agenda and materials', 360, 'file'],
      ['Day 2 agenda and materials', 360, 'file'],
    ],
  },
  {
    type: 'workshop',
    slug: 'engineering-design-pd',
    name: 'Teaching the Engineering Design Process',
    summary: 'A one-day workshop for middle and high school teachers new to engineering.',
    gradeBand: '6-12',
    subject: 'Professional Learning',
    duration: '1 day',
    unitCostCents: 300_000,
    lessons: [
      ['Pre-work reading', 30, 'url'],
      ['Workshop slides', 300, 'none'],
    ],
  },
  {
    type: 'workshop',
    slug: 'family-stem-night',
    name: 'Family STEM Night Facilitation',
    summary: 'Programme staff run an evening of STEM activities for families at the school.',
    gradeBand: 'K-8',
    subject: 'Community Engagement',
    duration: '1 evening',
    unitCostCents: 120_000,
    lessons: [['Planning checklist', 20, 'file']],
  },
  // Career tools
  {
    type: 'career-tool',
    slug: 'career-pathways-explorer',
    name: 'Career Pathways Explorer',
    summary: 'An online tool that maps student interests to local STEM careers and programmes.',
    gradeBand: '6-12',
    subject: 'Career Readiness',
    duration: '1-year license',
    unitCostCents: 150_000,
    lessons: [
      ['Getting started for counselors', 20, 'url'],
      ['Classroom activity guide', 45, 'file'],
    ],
  },
  {
    type: 'career-tool',
    slug: 'virtual-job-shadow',
    name: 'Virtual Job Shadow: Skilled Trades',
    summary: 'Video job shadows with electricians, welders and HVAC technicians.',
    gradeBand: '9-12',
    subject: 'Career Readiness',
    duration: 'Semester',
    unitCostCents: 90_000,
    lessons: [
      ['Episode guide', 30, 'url'],
      ['Discussion prompts', 20, 'none'],
    ],
  },
  {
    type: 'career-tool',
    slug: 'career-interest-survey',
    name: 'STEM Career Interest Survey',
    summary: 'A free 20-minute survey with a printable results sheet for each student.',
    gradeBand: '6-12',
    subject: 'Career Readiness',
    duration: '1 class period',
    unitCostCents: 0,
    lessons: [['Survey administration guide', 20, 'both']],
  },
  // Classboxes
  {
    type: 'classbox',
    slug: 'robotics-classbox',
    name: 'Robotics Classbox',
    summary: 'A semester of robotics for a class of 30: robots, sensors and a teacher guide.',
    gradeBand: '6-8',
    subject: 'Computer Science',
    duration: 'Semester',
    unitCostCents: 325_000,
    lessons: [
      ['Unit 1: motors and motion', 45, 'url'],
      ['Unit 2: sensors', 45, 'url'],
      ['Unit 3: autonomous challenge', 90, 'file'],
    ],
  },
  {
    type: 'classbox',
    slug: 'circuits-classbox',
    name: 'Circuits & Electricity Classbox',
    summary: 'Snap circuits, multimeters and 12 lessons from static to series and parallel.',
    gradeBand: '4-8',
    subject: 'Physics',
    duration: 'Semester',
    unitCostCents: 210_000,
    lessons: [
      ['Closed and open circuits', 45, 'both'],
      ['Measuring current', 45, 'none'],
    ],
  },
  {
    type: 'classbox',
    slug: 'microscopy-classbox',
    name: 'Life Science Microscopy Classbox',
    summary: 'Digital microscopes and prepared slides for cell and pond-life investigations.',
    gradeBand: '5-9',
    subject: 'Biology',
    duration: 'Semester',
    unitCostCents: 240_000,
    lessons: [
      ['Using the digital microscope', 30, 'url'],
      ['Pond-life investigation', 60, 'none'],
    ],
  },
];

export interface SeededCatalogue {
  /** Resource id and list price by slug. */
  resources: Map<string, { id: string; unitCostCents: number; name: string }>;
}

export async function seedCatalogue(tx: Tx): Promise<SeededCatalogue> {
  const rows = await tx
    .insert(resources)
    .values(
      RESOURCES.map(({ lessons: _lessons, ...resource }) => ({
        ...resource,
        description: `${resource.summary} Delivered by the Hands-On programme team, with every material included.`,
      })),
    )
    .returning({
      id: resources.id,
      slug: resources.slug,
      unitCostCents: resources.unitCostCents,
      name: resources.name,
    });
  const bySlug = new Map(rows.map((r) => [r.slug, { id: r.id, unitCostCents: r.unitCostCents, name: r.name }]));

  const lessonRows = RESOURCES.flatMap((resource) =>
    resource.lessons.map(([title, minutes, link], index) => {
      const position = index + 1;
      const hasUrl = link === 'url' || link === 'both';
      const hasFile = link === 'file' || link === 'both';
      return {
        resourceId: bySlug.get(resource.slug)!.id,
        title,
        position,
        durationMinutes: minutes,
        url: hasUrl ? `${CURRICULUM}/${resource.slug}/lesson-${position}` : null,
        fileUrl: hasFile ? `${CURRICULUM}/files/${resource.slug}-lesson-${position}.pdf` : null,
      };
    }),
  );
  await tx.insert(lessons).values(lessonRows);
  await seedKitParts(tx, bySlug);
  return { resources: bySlug };
}
