import { Button } from '../../../ui/button';
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
export function ResendButton({ onClick, sending, secondsLeft, label = 'Send again', disabled }: ResendButtonProps) {
  const waiting = secondsLeft > 0;
  return (
    <Button variant="secondary" fullWidth onClick={onClick} loading={sending} disabled={waiting || disabled}>
      {sending ? 'Sending…' : waiting ? `${label} in ${formatCountdown(secondsLeft)}` : label}
    </Button>
  );
}
