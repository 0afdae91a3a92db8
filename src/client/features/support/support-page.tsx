// Support: how to reach the programme team, and answers to the questions staff ask most.
import '@client/i18n/en/frame';
import '@client/i18n/en/pages';
import { paths } from '@client/app/paths';
import type { MessageId } from '@client/i18n/en';
import { useI18n } from '@client/i18n/use-i18n';
import { useSupportEmail } from '@client/lib/client-config';
import { AppLink } from '@client/ui/app-link';
import { buttonClasses } from '@client/ui/button';
import { ChevronDownIcon, MailIcon } from '@client/ui/icons';
import { PageHeader } from '@client/ui/page-header';

const FAQ: { q: MessageId; a: MessageId }[] = [
  { q: 'support.faq.signIn.q', a: 'support.faq.signIn.a' },
  { q: 'support.faq.offline.q', a: 'support.faq.offline.a' },
  { q: 'support.faq.moreKits.q', a: 'support.faq.moreKits.a' },
  { q: 'support.faq.return.q', a: 'support.faq.return.a' },
  { q: 'support.faq.quote.q', a: 'support.faq.quote.a' },
  { q: 'support.faq.theme.q', a: 'support.faq.theme.a' },
];

export function SupportPage() {
  const { t } = useI18n();
  const supportEmail = useSupportEmail();
  return (
    <>
      <PageHeader title={t('nav.support')} description={t('support.description')} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <section aria-labelledby="support-faq" className="card rounded-xl p-6 lg:col-span-2">
          <h2 id="support-faq" className="text-lg font-semibold text-slate-900">
            {t('support.faq.title')}
          </h2>
          {/* Native disclosure: keyboard and screen readers handle it with no script. */}
          <div className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
            {FAQ.map(({ q, a }) => (
              <details key={q} className="group py-1">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg px-1 py-3 font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
                  {t(q)}
                  <ChevronDownIcon className="size-4 text-slate-500 transition-transform group-open:rotate-180" />
                </summary>
                <p className="px-1 pb-4 text-sm text-slate-700">{t(a)}</p>
              </details>
            ))}
          </div>
        </section>
        <div className="space-y-6">
          <section aria-labelledby="support-contact" className="card rounded-xl p-6">
            <h2 id="support-contact" className="text-base font-semibold text-slate-900">
              {t('support.contact.title')}
            </h2>
            <p className="mt-3 text-sm text-slate-700">{t('support.contact.text')}</p>
            <a href={`mailto:${supportEmail}`} className={`${buttonClasses('primary')} mt-4 w-full`}>
              <MailIcon className="size-4" />
              {t('support.contact.button')}
            </a>
            <p className="mt-2 text-center text-sm wrap-anywhere text-slate-600">{supportEmail}</p>
          </section>
          <section aria-labelledby="support-more" className="card rounded-xl p-6">
            <h2 id="support-more" className="text-base font-semibold text-slate-900">
              {t('support.more.title')}
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              {[
                { to: paths.about(), label: t('support.more.about') },
                { to: paths.curriculum(), label: t('support.more.curriculum') },
                { to: paths.privacy(), label: t('footer.privacy') },
                { to: paths.terms(), label: t('footer.terms') },
              ].map((link) => (
                <li key={link.to}>
                  <AppLink to={link.to} className="font-semibold text-primary-800 hover:underline">
                    {link.label}
                  </AppLink>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </>
  );
}
