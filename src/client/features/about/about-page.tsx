// About: the programme, what the portal is for, how funding works.
import '@client/i18n/en/frame';
import '@client/i18n/en/pages';
import { paths } from '@client/app/paths';
import type { MessageId } from '@client/i18n/en';
import { useI18n } from '@client/i18n/use-i18n';
import { useClientConfig, useSupportEmail } from '@client/lib/client-config';
import { AppLink } from '@client/ui/app-link';
import { CheckIcon } from '@client/ui/icons';
import { PageHeader } from '@client/ui/page-header';

const CAN_DO: MessageId[] = ['about.do.apply', 'about.do.plan', 'about.do.checklist', 'about.do.kits', 'about.do.resources'];
const FUNDING: MessageId[] = ['about.funding.full', 'about.funding.matching', 'about.funding.quote', 'about.funding.kits'];

export function AboutPage() {
  const { t } = useI18n();
  const config = useClientConfig();
  const supportEmail = useSupportEmail();
  return (
    <>
      <PageHeader title={t('nav.about')} description={t('about.description')} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <section aria-labelledby="about-programme" className="card rounded-xl p-6">
            <h2 id="about-programme" className="text-lg font-semibold text-slate-900">
              {t('about.programme.title')}
            </h2>
            <p className="mt-3 text-slate-700">{t('about.programme.p1')}</p>
            <p className="mt-3 text-slate-700">{t('about.programme.p2')}</p>
          </section>
          <section aria-labelledby="about-do" className="card rounded-xl p-6">
            <h2 id="about-do" className="text-lg font-semibold text-slate-900">
              {t('about.do.title')}
            </h2>
            <ul className="mt-4 space-y-3">
              {CAN_DO.map((id) => (
                <li key={id} className="flex gap-3 text-slate-700">
                  <CheckIcon className="mt-0.5 text-emerald-600" />
                  {t(id)}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="about-funding" className="card rounded-xl p-6">
            <h2 id="about-funding" className="text-lg font-semibold text-slate-900">
              {t('about.funding.title')}
            </h2>
            <ul className="mt-4 list-disc space-y-2 ps-5 text-slate-700 marker:text-primary-600">
              {FUNDING.map((id) => (
                <li key={id}>{t(id)}</li>
              ))}
            </ul>
          </section>
        </div>
        <div className="space-y-6">
          <section aria-labelledby="about-classroom" className="card rounded-xl p-6">
            <h2 id="about-classroom" className="text-base font-semibold text-slate-900">
              {t('about.classroom.title')}
            </h2>
            <p className="mt-3 text-sm text-slate-700">{t('about.classroom.text')}</p>
          </section>
          <section aria-labelledby="about-support" className="card rounded-xl p-6">
            <h2 id="about-support" className="text-base font-semibold text-slate-900">
              {t('about.support.title')}
            </h2>
            <p className="mt-3 text-sm text-slate-700">
              {t('about.support.text')}{' '}
              <a href={`mailto:${supportEmail}`} className="font-semibold wrap-anywhere text-primary-800 hover:underline">
                {supportEmail}
              </a>
            </p>
            <AppLink to={paths.support()} className="mt-3 inline-block text-sm font-semibold text-primary-800 hover:underline">
              {t('about.support.page')}
            </AppLink>
            {config?.version && <p className="mt-4 text-xs text-slate-600">{t('footer.version', { version: config.version })}</p>}
          </section>
        </div>
      </div>
    </>
  );
}
