import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useRef, type ReactNode } from 'react';
import { Button } from './button';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  /** While the confirmed action runs: the confirm button spins and closing is held off. */
  busy?: boolean;
  tone?: 'primary' | 'danger';
  icon?: ReactNode;
}

/** A modal yes/no question (Headless UI: focus trap, Escape, labelled by its title). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
  busy = false,
  tone = 'primary',
  icon,
}: ConfirmDialogProps) {
  // Focus starts on the safe choice, so Enter right after opening does not confirm by accident.
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    // The dialog element itself covers the screen, so it is "visible" to people and to tests alike.
    <Dialog
      open={open}
      onClose={() => !busy && onClose()}
      initialFocus={cancelRef}
      className="fixed inset-0 z-50 flex items-end justify-center p-4 sm:items-center"
    >
      <DialogBackdrop transition className="fixed inset-0 bg-slate-900/40 transition-opacity duration-200 data-closed:opacity-0" />
      <DialogPanel
        transition
        className="relative w-full max-w-md rounded-2xl bg-white p-6 shadow-xl transition duration-200 data-closed:translate-y-2 data-closed:opacity-0"
      >
        <div className="flex gap-4">
          {icon && <div className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-600">{icon}</div>}
          <div>
            <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
            <Description as="div" className="mt-2 text-sm text-slate-600">
              {children}
            </Description>
          </div>
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button ref={cancelRef} variant="secondary" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={tone} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
