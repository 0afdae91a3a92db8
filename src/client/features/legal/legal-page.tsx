// The privacy policy (/privacy) and terms of use (/terms): readable signed in (inside the chosen
// layout) and signed out (app/layouts/public-layout.tsx).
import '@client/i18n/en/legal';
import { useI18n } from '@client/i18n/use-i18n';
import { useSupportEmail } from '@client/lib/client-config';
import { PRIVACY_POLICY, TERMS_OF_USE, type LegalDocument } from './legal-documents';

function LegalPage({ document }: { document: LegalDocument }) {
  const { t, detailDate } = useI18n();
  const supportEmail = useSupportEmail();
  return (
    <article className="mx-auto max-w-3xl">
      <header className="mb-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t(document.titleId)}</h1>
        <p className="mt-2 text-sm text-slate-600">{t('legal.updated', { date: detailDate(document.updated) })}</p>
        <p className="mt-4 text-base text-slate-700">{t(document.introId)}</p>
      </header>
      <div className="card space-y-8 rounded-xl p-6 sm:p-8">
        {document.sections.map((section) => (
          <section key={section.id} aria-labelledby={`legal-${section.id}`}>
            <h2 id={`legal-${section.id}`} className="text-lg font-semibold text-slate-900">
              {t(section.titleId)}
            </h2>
            {section.paragraphIds.map((id) => (
              <p key={id} className="mt-2 leading-relaxed text-slate-700">
                {t(id)}
              </p>
            ))}
          </section>
        ))}
        <p className="border-t border-slate-200 pt-6 text-sm text-slate-600">
          {t('legal.questions')}{' '}
          <a href={`mailto:${supportEmail}`} className="font-semibold text-primary-800 hover:underline">
            {supportEmail}
          </a>
        </p>
      </div>
    </article>
  );
}

export function PrivacyPage() {
  return <LegalPage document={PRIVACY_POLICY} />;
}

export function TermsPage() {
  return <LegalPage document={TERMS_OF_USE} />;
}
