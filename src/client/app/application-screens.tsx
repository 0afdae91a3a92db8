// An application's details with the panels of other areas (a feature never imports another): for
// staff, their console's panels with funding and the whole history; for the district, the part of
// the history it may see.
import { ApplicationHistory } from '../features/activity/application-history';
import { useRefreshActivity } from '../features/activity/api';
import { ApplicationPage } from '../features/applications/application-page';
import { FundingPanel } from '../features/funding/components/funding-panel';
import { useCan } from '../lib/use-can';

export function StaffApplicationScreen({ id }: { id: string }) {
  const refreshActivity = useRefreshActivity();
  const canFund = useCan('staff:funding');
  const canSeeActivity = useCan('staff:activity');
  return (
    <ApplicationPage
      id={id}
      staff
      onChanged={refreshActivity}
      extra={({ detail, onChanged }) =>
        detail && (
          <>
            {canFund && (
              <FundingPanel
                key={detail.application.id}
                applicationId={detail.application.id}
                fundingOption={detail.application.fundingOption}
                current={detail.funding}
                onChanged={onChanged}
              />
            )}
            {canSeeActivity && <ApplicationHistory applicationId={detail.application.id} staff className="md:col-span-2" />}
          </>
        )
      }
    />
  );
}

export function DistrictApplicationScreen({ id }: { id: string }) {
  return <ApplicationPage id={id} extra={() => <ApplicationHistory applicationId={id} className="md:col-span-2" />} />;
}
