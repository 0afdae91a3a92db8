import { paths } from '../../app/paths';
import { useSession } from '../../lib/use-session';
import { CalendarIcon, ChecklistIcon, CubeIcon, DocumentIcon, GridIcon, MapIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/page-header';
import { AreaCard } from './components/area-card';

const AREAS = [
  { title: 'My Checklist', to: paths.checklist(), icon: ChecklistIcon, description: 'Work through your programme tasks and their due dates.' },
  { title: 'Planning', to: paths.planning(), icon: CalendarIcon, description: 'Plan hands-on learning across your schools with the programme team.' },
  { title: 'Blueprints', to: paths.blueprints(), icon: MapIcon, description: 'Review the programme plans prepared for your schools, comment and approve.' },
  { title: 'Applications', to: paths.applications(), icon: DocumentIcon, description: 'Follow your applications, their status and the funds allocated.' },
  { title: 'Resources', to: paths.resources(), icon: GridIcon, description: 'Explore field trips, project kits, workshops, career tools and Classbox.' },
  { title: 'Hands-On Projects', to: paths.projects(), icon: CubeIcon, description: 'Request kits, return kits and keep count of the kits on hand.' },
];

export function DashboardPage() {
  const { user } = useSession();
  const firstName = user?.firstName?.trim();
  const organisation = [user?.district?.name, user?.school?.name ?? user?.schoolName].filter(Boolean).join(' · ');
  return (
    <>
      <PageHeader
        eyebrow={firstName ? `Welcome back, ${firstName}` : 'Welcome back'}
        title="Dashboard"
        description={organisation || "Everything for your school's part in the programme, in one place."}
      />
      <section aria-labelledby="dashboard-areas">
        <h2 id="dashboard-areas" className="sr-only">
          Areas
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {AREAS.map((area) => (
            <li key={area.to}>
              <AreaCard {...area} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
