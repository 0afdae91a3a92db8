// The buttons under every step: Back (keeps what was typed) and Next, or Submit on the last step.
import { Button } from '../../../ui/button';
import { ArrowLeftIcon, ArrowRightIcon } from '../../../ui/icons';

interface WizardActionsProps {
  onBack?: () => void;
  /** The primary button's label; "Next" unless given. */
  nextLabel?: string;
  busy?: boolean;
}

export function WizardActions({ onBack, nextLabel = 'Next', busy }: WizardActionsProps) {
  return (
    <div className="mt-8 flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-between">
      {onBack ? (
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          <ArrowLeftIcon className="size-4" />
          Back
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" loading={busy}>
        {nextLabel}
        {nextLabel === 'Next' && <ArrowRightIcon className="size-4" />}
      </Button>
    </div>
  );
}
