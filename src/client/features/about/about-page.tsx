import { useClientConfig, useSupportEmail } from '../../lib/client-config';
import { Card } from '../../ui/card';
import { PageHeader } from '../../ui/page-header';

export function AboutPage() {
  const config = useClientConfig();
  const supportEmail = useSupportEmail();
  return (
    <>
      <PageHeader
        title="About"
        description="Hands-On Portal is where school and district staff take part in the hands-on STEM learning programme."
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="p-6 lg:col-span-2">
          <h2 className="text-base font-semibold text-slate-900">What you can do here</h2>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-sm text-slate-600">
            <li>Apply to the programme and complete onboarding.</li>
            <li>Plan blueprints with the programme team, comment on them and invite implementers.</li>
            <li>Work through your checklist of action tasks.</li>
            <li>Run hands-on projects: request kits, return kits and count the kits on hand.</li>
          </ul>
        </Card>
        <Card className="p-6">
          <h2 className="text-base font-semibold text-slate-900">Support</h2>
          <p className="mt-4 text-sm text-slate-600">
            Write to{' '}
            <a href={`mailto:${supportEmail}`} className="font-medium text-primary-700 hover:underline">
              {supportEmail}
            </a>
            .
          </p>
          {config?.version && <p className="mt-4 text-xs text-slate-500">Version {config.version}</p>}
        </Card>
      </div>
    </>
  );
}
