// The planning pop-up (spec §4): a short introduction the user steps through like a video, with a
// timeline of its slides. Reaching the end ("Finish") or closing it counts as watched.
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useI18n } from '@client/i18n/use-i18n';
import { Button } from '@client/ui/button';
import { cx } from '@client/ui/cx';
import { CloseIcon, PlayIcon } from '@client/ui/icons';
import { WALKTHROUGH_SLIDES } from './walkthrough-slides';

interface PlanningWalkthroughProps {
  open: boolean;
  /** Called with true after the last slide's Finish, false when closed early. */
  onDone: (watchedToEnd: boolean) => void;
}

export function PlanningWalkthrough({ open, onDone }: PlanningWalkthroughProps) {
  const { t } = useI18n();
  const [index, setIndex] = useState(0);
  const nextRef = useRef<HTMLButtonElement>(null);
  const last = WALKTHROUGH_SLIDES.length - 1;
  const slide = WALKTHROUGH_SLIDES[index]!;
  const Icon = slide.icon;

  const go = (target: number) => setIndex(Math.min(last, Math.max(0, target)));
  const finish = (toEnd: boolean) => {
    onDone(toEnd);
    setIndex(0);
  };
  // Arrow keys step like a player's seek keys; inside a control they keep their own meaning.
  const onKeyDown = (event: KeyboardEvent) => {
    // Escape closes at once. Headless UI's own listener takes it only once the dialog has mounted
    // and put itself on its stack of layers, so an Escape right after opening was lost; marked as
    // handled, it is not taken twice.
    if (event.key === 'Escape') {
      event.preventDefault();
      finish(false);
      return;
    }
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea, select')) return;
    const rtl = document.documentElement.dir === 'rtl';
    if (event.key === (rtl ? 'ArrowLeft' : 'ArrowRight')) go(index + 1);
    if (event.key === (rtl ? 'ArrowRight' : 'ArrowLeft')) go(index - 1);
  };

  return (
    <Dialog
      open={open}
      onClose={() => finish(false)}
      initialFocus={nextRef}
      className="fixed inset-0 z-50 flex items-end justify-center p-0 sm:items-center sm:p-4"
    >
      <DialogBackdrop transition className="fixed inset-0 bg-black/60 transition-opacity duration-200 data-closed:opacity-0" />
      <DialogPanel
        transition
        onKeyDown={onKeyDown}
        className="relative flex max-h-dvh w-full max-w-xl flex-col overflow-hidden rounded-t-2xl bg-white shadow-xl transition duration-200 data-closed:translate-y-4 data-closed:opacity-0 sm:rounded-2xl"
      >
        <div className="flex items-center justify-between gap-3 border-b border-slate-200 ps-6 pe-3 py-3">
          <DialogTitle className="flex items-center gap-2 text-base font-semibold text-slate-900">
            <PlayIcon className="size-4 text-primary-700" />
            {t('planning.intro.title')}
          </DialogTitle>
          <button
            type="button"
            onClick={() => finish(false)}
            className="flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <CloseIcon className="size-5" />
            <span className="sr-only">{t('planning.intro.close')}</span>
          </button>
        </div>

        {/* The "screen": the slide's picture and words, announced as it changes. */}
        <div aria-live="polite" className="overflow-y-auto px-6 pt-8 pb-6 text-center sm:px-10">
          <div
            aria-hidden="true"
            className="mx-auto flex size-24 items-center justify-center rounded-3xl bg-linear-to-br from-primary-100 to-primary-50 text-primary-700 ring-1 ring-primary-200"
          >
            <Icon className="size-12" />
          </div>
          <p className="mt-6 text-sm font-medium text-slate-600">
            {t('planning.intro.step', { current: index + 1, total: WALKTHROUGH_SLIDES.length })}
          </p>
          <h3 className="mt-1 text-xl font-bold tracking-tight text-slate-900">{t(slide.titleId)}</h3>
          <p className="mx-auto mt-3 max-w-md text-base text-slate-700">{t(slide.textId)}</p>
        </div>

        {/* The timeline: one segment per slide, filled up to the current one. */}
        <div className="flex gap-1.5 px-6" aria-hidden="true">
          {WALKTHROUGH_SLIDES.map((item, i) => (
            <span key={item.id} className={cx('h-1.5 flex-1 rounded-full', i <= index ? 'bg-primary-600' : 'bg-slate-200')} />
          ))}
        </div>

        <div className="flex flex-col-reverse gap-3 px-6 pt-5 pb-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-xs text-slate-600">{t('planning.intro.closeHint')}</p>
          <div className="flex shrink-0 gap-3">
            {index > 0 && (
              <Button variant="secondary" onClick={() => go(index - 1)}>
                {t('common.back')}
              </Button>
            )}
            {index < last ? (
              <Button ref={nextRef} onClick={() => go(index + 1)} className="flex-1 sm:flex-none">
                {t('common.next')}
              </Button>
            ) : (
              <Button ref={nextRef} onClick={() => finish(true)} className="flex-1 sm:flex-none">
                {t('planning.intro.finish')}
              </Button>
            )}
          </div>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
