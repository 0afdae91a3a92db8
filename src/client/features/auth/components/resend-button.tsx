import '@client/i18n/en/auth';
import { useI18n } from '@client/i18n/use-i18n';
import { Button } from '@client/ui/button';
import { formatCountdown } from '../wait';

interface ResendButtonProps {
  onClick: () => void;
  sending: boolean;
  /** Seconds until another link may be asked for; the button waits with a countdown meanwhile. */
  secondsLeft: number;
  label?: string;
  disabled?: boolean;
}

/** "Send again", disabled with a visible countdown while the server would refuse. */
export function ResendButton({ onClick, sending, secondsLeft, label, disabled }: ResendButtonProps) {
  const { t } = useI18n();
  const name = label ?? t('auth.resend.sendAgain');
  const waiting = secondsLeft > 0;
  return (
    <Button variant="secondary" fullWidth onClick={onClick} loading={sending} disabled={waiting || disabled}>
      {sending ? t('auth.resend.sending') : waiting ? t('auth.resend.waiting', { label: name, time: formatCountdown(secondsLeft) }) : name}
    </Button>
  );
}
