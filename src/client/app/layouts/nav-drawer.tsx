import '@client/i18n/en/frame';
import { Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react';
import { useI18n } from '@client/i18n/use-i18n';
import { CloseIcon } from '@client/ui/icons';
import { SideNav } from './side-nav';

interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The navigation on small screens (every layout): a drawer from the start side. */
export function NavDrawer({ open, onClose }: NavDrawerProps) {
  const { t } = useI18n();
  return (
    <Dialog open={open} onClose={onClose} aria-label={t('nav.label')} className="fixed inset-0 z-50">
      <DialogBackdrop transition className="fixed inset-0 bg-black/60 transition-opacity duration-200 data-closed:opacity-0" />
      <DialogPanel
        transition
        className="fixed inset-y-0 start-0 w-side-nav max-w-[85vw] bg-white shadow-xl transition duration-200 data-closed:ltr:-translate-x-full data-closed:rtl:translate-x-full"
      >
        {/* Outside the panel, on the backdrop, so it never crowds the logo; below the 4rem top
            bar, so on a phone it never sits over the top bar's settings and avatar buttons. */}
        <button
          type="button"
          onClick={onClose}
          className="absolute start-full top-20 ms-2 flex size-10 items-center justify-center rounded-lg text-white hover:bg-white/10 focus-visible:outline-white"
        >
          <CloseIcon className="size-6" />
          <span className="sr-only">{t('nav.close')}</span>
        </button>
        {/* The panel's white shows through a transparent (modern) navigation. */}
        <SideNav onNavigate={onClose} />
      </DialogPanel>
    </Dialog>
  );
}
