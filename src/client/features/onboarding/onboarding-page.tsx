import { messages } from '../../../contract/messages';
import { useSession } from '../../lib/use-session';
import { Card } from '../../ui/card';

const NEXT_STEPS = [
  { title: 'Tell us about you', text: 'Your current role and title, and how to reach you.' },
  { title: 'Add your district and schools', text: 'The schools that will take part in the programme.' },
  { title: 'Choose resources and submit', text: 'What you would like to bring to your students; programme staff review it.' },
];

/** Signed in, application not created yet: what comes next. */
export function OnboardingPage() {
  const { user } = useSession();
  const firstName = user?.firstName?.trim();
  return (
    <>
      <p className="text-sm font-medium text-primary-700">{firstName ? `Welcome, ${firstName}` : 'Welcome'}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">Let's set up your application</h1>
      <p className="mt-3 max-w-2xl text-base text-slate-600">
        Your account is ready. Next comes the application wizard: a short questionnaire, then your application to
        the programme. Once it is created, your dashboard opens.
      </p>
      <Card className="mt-8 p-6 sm:p-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-base font-semibold text-slate-900">What the wizard asks</h2>
          <span className="rounded-full bg-primary-50 px-3 py-1 text-xs font-medium text-primary-700 ring-1 ring-primary-200">
            Opens on this page soon
          </span>
        </div>
        <ol className="mt-5 space-y-5">
          {NEXT_STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-50 text-sm font-semibold text-primary-700 ring-1 ring-primary-200"
              >
                {index + 1}
              </span>
              <div>
                <p className="font-medium text-slate-900">{step.title}</p>
                <p className="text-sm text-slate-600">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-6 border-t border-slate-100 pt-5 text-sm text-slate-500">{messages.progressSaved}</p>
      </Card>
    </>
  );
}
