// The district's dashboard with its own insights charts below the panels: two areas composed here,
// as a feature never imports another. The charts are a chunk of their own, loaded once their place
// is scrolled near, so neither they nor this wiring add to the first screen's script.
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { WhenNear } from '../ui/when-near';
import { lazyNamed } from './lazy-page';

const DistrictInsights = lazyNamed(() => import('../features/insights/district-insights'), 'DistrictInsights');

export function DistrictDashboardScreen() {
  return (
    <DashboardPage
      insights={
        <WhenNear className="mt-8" data-insights="">
          <DistrictInsights />
        </WhenNear>
      }
    />
  );
}
