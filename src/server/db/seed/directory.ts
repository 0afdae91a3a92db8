// Demo districts and schools. The names are invented; e-mail domains use the reserved
// .example TLD so nothing the demo does can ever mail a real school.
import type { Tx } from '../connect';
import { districts, schools, TITLE_I_STATUSES } from '../schema';

type TitleI = (typeof TITLE_I_STATUSES)[number];

interface DemoSchool {
  key: string;
  name: string;
  ncesSuffix: string;
  titleI: TitleI;
  enrollment: number;
  disadvantagedPct: number;
  gradeBand: string;
  city?: string;
  contactEmails?: string[];
}

interface DemoDistrict {
  key: string;
  name: string;
  ncesId: string;
  state: string;
  city: string;
  domain: string;
  schools: DemoSchool[];
}

/** The coordinator's district: its schools carry the coordinator's projects and application. */
export const COORDINATOR_DISTRICT = 'cedar-valley';
export const COORDINATOR_SCHOOLS = ['cedar-valley-high', 'lincoln-middle'] as const;

const DISTRICTS: DemoDistrict[] = [
  {
    key: 'cedar-valley',
    name: 'Cedar Valley Unified School District',
    ncesId: '3900071',
    state: 'OH',
    city: 'Cedar Valley',
    domain: 'cedarvalleyschools.example',
    schools: [
      {
        key: 'cedar-valley-high',
        name: 'Cedar Valley High School',
        ncesSuffix: '00101',
        titleI: 'Title I targeted assistance',
        enrollment: 1240,
        disadvantagedPct: 38,
        gradeBand: '9-12',
        // The coordinator's own address is @example.org, not the district's domain: listing it
        // here is what lets the e-mail check link the account to this school.
        contactEmails: ['coordinator@example.org', 'frontoffice.cvhs@cedarvalleyschools.example'],
      },
      {
        key: 'lincoln-middle',
        name: 'Lincoln Middle School',
        ncesSuffix: '00102',
        titleI: 'Title I schoolwide',
        enrollment: 640,
        disadvantagedPct: 71,
        gradeBand: '6-8',
      },
      {
        key: 'maple-street-elementary',
        name: 'Maple Street Elementary School',
        ncesSuffix: '00103',
        titleI: 'Title I schoolwide',
        enrollment: 410,
        disadvantagedPct: 82,
        gradeBand: 'K-5',
      },
      {
        key: 'ridgeview-elementary',
        name: 'Ridgeview Elementary School',
        ncesSuffix: '00104',
        titleI: 'Not Title I',
        enrollment: 385,
        disadvantagedPct: 24,
        gradeBand: 'K-5',
        city: 'North Ridge',
      },
      {
        key: 'cedar-valley-career-center',
        name: 'Cedar Valley Career & Technical Center',
        ncesSuffix: '00105',
        titleI: 'Title I targeted assistance',
        enrollment: 520,
        disadvantagedPct: 45,
        gradeBand: '9-12',
      },
    ],
  },
  {
    key: 'riverbend',
    name: 'Riverbend County Schools',
    ncesId: '3700093',
    state: 'NC',
    city: 'Riverbend',
    domain: 'riverbendschools.example',
    schools: [
      {
        key: 'riverbend-high',
        name: 'Riverbend High School',
        ncesSuffix: '00201',
        titleI: 'Title I targeted assistance',
        enrollment: 1580,
        disadvantagedPct: 52,
        gradeBand: '9-12',
      },
      {
        key: 'oak-grove-middle',
        name: 'Oak Grove Middle School',
        ncesSuffix: '00202',
        titleI: 'Title I schoolwide',
        enrollment: 720,
        disadvantagedPct: 66,
        gradeBand: '6-8',
        city: 'Oak Grove',
      },
      {
        key: 'pine-hollow-elementary',
        name: 'Pine Hollow Elementary School',
        ncesSuffix: '00203',
        titleI: 'Title I schoolwide',
        enrollment: 455,
        disadvantagedPct: 88,
        gradeBand: 'K-5',
        city: 'Pine Hollow',
      },
      {
        key: 'eastside-stem-academy',
        name: 'Eastside STEM Academy',
        ncesSuffix: '00204',
        titleI: 'Not Title I',
        enrollment: 610,
        disadvantagedPct: 41,
        gradeBand: '6-12',
      },
    ],
  },
  {
    key: 'harbor-point',
    name: 'Harbor Point Independent School District',
    ncesId: '4800058',
    state: 'TX',
    city: 'Harbor Point',
    domain: 'harborpointisd.example',
    schools: [
      {
        key: 'harbor-point-high',
        name: 'Harbor Point High School',
        ncesSuffix: '00301',
        titleI: 'Title I targeted assistance',
        enrollment: 2100,
        disadvantagedPct: 58,
        gradeBand: '9-12',
      },
      {
        key: 'bayside-middle',
        name: 'Bayside Middle School',
        ncesSuffix: '00302',
        titleI: 'Title I schoolwide',
        enrollment: 890,
        disadvantagedPct: 74,
        gradeBand: '6-8',
      },
      {
        key: 'seabreeze-elementary',
        name: 'Seabreeze Elementary School',
        ncesSuffix: '00303',
        titleI: 'Title I schoolwide',
        enrollment: 530,
        disadvantagedPct: 91,
        gradeBand: 'K-5',
        city: 'Seabreeze',
      },
    ],
  },
];

export interface SeededDirectory {
  districtIds: Map<string, string>;
  schoolIds: Map<string, string>;
  schoolNames: Map<string, string>;
}

export async function seedDirectory(tx: Tx): Promise<SeededDirectory> {
  const districtIds = new Map<string, string>();
  const schoolIds = new Map<string, string>();
  const schoolNames = new Map<string, string>();
  for (const district of DISTRICTS) {
    const [row] = await tx
      .insert(districts)
      .values({
        name: district.name,
        ncesId: district.ncesId,
        state: district.state,
        city: district.city,
        emailDomains: [district.domain],
      })
      .returning({ id: districts.id });
    districtIds.set(district.key, row!.id);

    const inserted = await tx
      .insert(schools)
      .values(
        district.schools.map((school) => ({
          districtId: row!.id,
          name: school.name,
          ncesId: district.ncesId + school.ncesSuffix,
          titleIStatus: school.titleI,
          estimatedEnrollment: school.enrollment,
          economicallyDisadvantagedPct: school.disadvantagedPct,
          city: school.city ?? district.city,
          state: district.state,
          gradeBand: school.gradeBand,
          contactEmails: school.contactEmails ?? [],
        })),
      )
      .returning({ id: schools.id, ncesId: schools.ncesId });
    for (const school of district.schools) {
      const match = inserted.find((s) => s.ncesId === district.ncesId + school.ncesSuffix);
      schoolIds.set(school.key, match!.id);
      schoolNames.set(school.key, school.name);
    }
  }
  return { districtIds, schoolIds, schoolNames };
}
