// Scanning kit labels with the device's camera. The decoder (camera-reader.ts, zxing-wasm) loads
// only when the scanner opens. Frames are read a few times a second; the same code seen again
// within two seconds is the same label still in view, not a new scan. When the camera cannot be
// used (permission refused, no camera, an installed app without camera access) the scanner says
// so and the code field stays the way to count.
import { memo, useEffect, useRef, useState } from 'react';
import { useI18n } from '@client/i18n/use-i18n';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';

type CameraState = 'closed' | 'starting' | 'scanning' | 'denied' | 'unavailable' | 'failed';

const FRAME_INTERVAL_MS = 150;
const SAME_CODE_PAUSE_MS = 2000;

/** Why the camera could not start, from getUserMedia's error names. */
function cameraFailure(error: unknown): 'denied' | 'unavailable' | 'failed' {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError' || name === 'NoCamera') return 'unavailable';
  return 'failed';
}

/** Memoised: a scan redraws the count page, not the camera's view (onCode keeps its identity there). */
export const CameraScanner = memo(function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useI18n();
  const [state, setState] = useState<CameraState>('closed');
  const video = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  useEffect(() => {
    if (state !== 'starting') return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const last = { code: '', at: 0 };
    void (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('No camera', 'NoCamera');
        const [{ readQrCode }, media] = await Promise.all([
          import('./camera-reader'),
          navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false }),
        ]);
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        setState('scanning');
        const canvas = document.createElement('canvas');
        const context = canvas.getContext('2d', { willReadFrequently: true });
        let busy = false;
        timer = setInterval(() => {
          const element = video.current;
          if (busy || !element || !context || element.readyState < 2 || !element.videoWidth) return;
          busy = true;
          canvas.width = element.videoWidth;
          canvas.height = element.videoHeight;
          context.drawImage(element, 0, 0);
          void readQrCode(context.getImageData(0, 0, canvas.width, canvas.height))
            .then((code) => {
              if (!code || stopped) return;
              const now = Date.now();
              if (code === last.code && now - last.at < SAME_CODE_PAUSE_MS) return;
              last.code = code;
              last.at = now;
              onCodeRef.current(code);
            })
            .finally(() => {
              busy = false;
            });
        }, FRAME_INTERVAL_MS);
      } catch (error) {
        if (!stopped) setState(cameraFailure(error));
      }
    })();
    return () => {
      stopped = true;
      clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [state === 'starting' || state === 'scanning']); // eslint-disable-line react-hooks/exhaustive-deps -- one camera per opening

  const open = state === 'starting' || state === 'scanning';
  return (
    <div className="mt-3">
      {open ? (
        <div className="space-y-2">
          <video ref={video} muted playsInline className="aspect-video w-full max-w-md rounded-lg bg-slate-900" aria-label={t('kits.camera.view')} />
          <p className="text-sm text-slate-600" data-camera={state}>
            {state === 'scanning' ? t('kits.camera.scanning') : t('kits.camera.starting')}
          </p>
          <Button size="sm" variant="secondary" onClick={() => setState('closed')}>
            {t('kits.camera.close')}
          </Button>
        </div>
      ) : (
        <Button size="sm" variant="secondary" onClick={() => setState('starting')}>
          {t('kits.camera.open')}
        </Button>
      )}
      {(state === 'denied' || state === 'unavailable' || state === 'failed') && (
        <Alert tone="error" className="mt-3">
          <span data-camera={state}>{t(`kits.camera.${state}`)}</span>
        </Alert>
      )}
    </div>
  );
});
