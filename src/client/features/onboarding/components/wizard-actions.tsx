// The buttons under every step: Back (keeps what was typed) and Next, or Submit on the last step.
import { useI18n } from '@client/i18n/use-i18n';
import { Button } from '@client/ui/button';
import { ArrowLeftIcon, ArrowRightIcon } from '@client/ui/icons';

interface WizardActionsProps {
  onBack?: () => void;
  /** The primary button's label; "Next" (with its arrow) unless given. */
  nextLabel?: string;
  busy?: boolean;
}

export function WizardActions({ onBack, nextLabel, busy }: WizardActionsProps) {
  const { t } = useI18n();
  return (
    <div className="mt-8 flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-between">
      {onBack ? (
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          <ArrowLeftIcon className="size-4 rtl:-scale-x-100" />
          {t('common.back')}
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" loading={busy}>
        {nextLabel ?? t('common.next')}
        {nextLabel === undefined && <ArrowRightIcon className="size-4 rtl:-scale-x-100" />}
      </Button>
    </div>
  );
}
