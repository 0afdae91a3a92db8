// Taking a kit's photo with the device's camera inside the page. A file input's `capture` opens the
// camera app on a phone, but on a Chromebook or a desktop it is only a file chooser, so where the
// page can open the camera itself it shows the camera's view and a Capture button. The frame goes
// through the same shrinking and stripping as a chosen file (photo-shrink.ts). Where the camera
// cannot be used, the person is told so and "Choose photo" stays.
import { useEffect, useRef, useState } from 'react';
import '@client/i18n/en/kit-conditions';
import { useI18n } from '@client/i18n/use-i18n';
import { Button } from '@client/ui/button';

type State = 'closed' | 'starting' | 'live' | 'denied' | 'unavailable';

/** Whether this browser can open a camera from the page at all. */
export const canOpenCamera = () => typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);

export function CameraPhoto({ code, disabled, onPhoto }: { code: string; disabled: boolean; onPhoto(file: File): void }) {
  const { t } = useI18n();
  const [state, setState] = useState<State>('closed');
  const video = useRef<HTMLVideoElement>(null);

  const open = state === 'starting' || state === 'live';
  useEffect(() => {
    if (!open) return;
    let stream: MediaStream | null = null;
    let stopped = false;
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        setState('live');
      } catch (error) {
        const name = error instanceof Error || error instanceof DOMException ? error.name : '';
        if (!stopped) setState(name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable');
      }
    })();
    return () => {
      stopped = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [open]);

  const capture = () => {
    const element = video.current;
    if (!element || !element.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = element.videoWidth;
    canvas.height = element.videoHeight;
    canvas.getContext('2d')?.drawImage(element, 0, 0);
    canvas.toBlob(
      (blob) => {
        if (blob) onPhoto(new File([blob], `${code}.jpg`, { type: 'image/jpeg' }));
        setState('closed');
      },
      'image/jpeg',
      0.92,
    );
  };

  if (open) {
    return (
      <div className="w-full space-y-2">
        <video
          ref={video}
          muted
          playsInline
          className="aspect-video w-full max-w-sm rounded-lg bg-slate-900"
          aria-label={t('kitConditions.camera.view', { code })}
        />
        <div className="flex gap-2">
          <Button size="sm" onClick={capture} disabled={state !== 'live'}>
            {t('kitConditions.camera.capture')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setState('closed')}>
            {t('kitConditions.camera.cancel')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <>
      {/* As tall as "Choose photo" beside it (a file input's label), a touch target on a tablet. */}
      <Button size="sm" variant="secondary" className="min-h-11" disabled={disabled} onClick={() => setState('starting')}>
        {t('kitConditions.photos.take')}
      </Button>
      {(state === 'denied' || state === 'unavailable') && (
        <p role="alert" className="w-full text-sm text-red-700">
          {t(`kitConditions.camera.${state}`)}
        </p>
      )}
    </>
  );
}
