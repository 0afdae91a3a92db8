// The dashboard's downloads: the inventory of project kits of one district or all, as CSV.
import '@client/i18n/en/staff-dashboard';
import { useId, useState } from 'react';
import { useI18n } from '@client/i18n/use-i18n';
import { useStaffDistricts } from '@client/lib/staff-lookups';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { errorText } from '@client/ui/error-text';
import { DownloadIcon } from '@client/ui/icons';
import { SelectField } from '@client/ui/select-field';
import { useExport } from '@client/lib/use-export';
import { exportInventory } from '../api';

export function DownloadsPanel({ className }: { className?: string }) {
  const { t } = useI18n();
  const titleId = useId();
  const districts = useStaffDistricts();
  const [districtId, setDistrictId] = useState('');
  const download = useExport(
    () => exportInventory(districtId || undefined),
    (error) => t('staffDashboard.downloadFailed', { reason: errorText(error, t) }),
  );

  return (
    <section aria-labelledby={titleId} className={`card flex flex-col rounded-xl p-5 sm:p-6 ${className ?? ''}`}>
      <h2 id={titleId} className="flex items-center gap-2.5 text-base font-semibold text-slate-900">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-700">
          <DownloadIcon className="size-4.5" />
        </span>
        {t('staffDashboard.downloads')}
      </h2>
      <p className="mt-3 text-sm text-slate-600">{t('staffDashboard.downloadsText')}</p>
      <p className="mt-4 text-sm font-medium text-slate-900">{t('staffDashboard.inventory')}</p>
      <div className="mt-2 flex flex-col items-start gap-3">
        {districts.data && districts.data.items.length > 1 && (
          <SelectField
            className="w-full"
            label={t('staffDashboard.inventoryDistrict')}
            value={districtId}
            onChange={(event) => setDistrictId(event.target.value)}
          >
            <option value="">{t('staffDashboard.inventoryAll')}</option>
            {districts.data.items.map((district) => (
              <option key={district.id} value={district.id}>
                {district.name}
              </option>
            ))}
          </SelectField>
        )}
        <Button variant="secondary" loading={download.exporting} onClick={() => void download.start()}>
          {!download.exporting && <DownloadIcon className="size-4" />}
          {t('staffDashboard.download')}
        </Button>
      </div>
      {download.error && (
        <Alert tone="error" className="mt-3">
          {download.error}
        </Alert>
      )}
    </section>
  );
}
