// Photos of a kit: taken with the camera (in the page, camera-photo.tsx, else the file input's
// `capture`) or chosen from the device,
// shown as thumbnails that can be removed. The photos are shrunk and stripped on the device
// (photo-shrink.ts) as soon as they are picked.
import { useId, useRef } from 'react';
import { MAX_REPORT_PHOTOS } from '@contract/kit-conditions-messages';
import '@client/i18n/en/kit-conditions';
import { useI18n } from '@client/i18n/use-i18n';
import { CameraPhoto, canOpenCamera } from './camera-photo';
import type { PhotoError, PickedPhoto } from './use-photos';

interface PhotoPickerProps {
  code: string;
  /** Each photo's name and the address of its thumbnail. */
  photos: readonly Pick<PickedPhoto, 'sha256' | 'url'>[];
  /** How many photos the form takes (a kit report's by default). */
  max?: number;
  /** The thumbnails' alt text, when not a kit's. */
  altOf?: (place: number) => string;
  preparing: boolean;
  error: PhotoError;
  onAdd(files: FileList | readonly File[]): void;
  onRemove(sha256: string): void;
}

const buttonClass =
  'inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-primary-600';

export function PhotoPicker({ code, photos, max = MAX_REPORT_PHOTOS, altOf, preparing, error, onAdd, onRemove }: PhotoPickerProps) {
  const { t } = useI18n();
  const id = useId();
  const takeRef = useRef<HTMLInputElement>(null);
  const full = photos.length >= max;
  const picked = (input: HTMLInputElement) => {
    if (input.files && input.files.length > 0) onAdd(input.files);
    // The same file may be picked again after it was removed.
    input.value = '';
  };
  return (
    <div className="space-y-2" data-photos={code}>
      <div className="flex flex-wrap gap-2">
        {canOpenCamera() ? (
          <CameraPhoto code={code} disabled={full || preparing} onPhoto={(file) => onAdd([file])} />
        ) : (
          <label className={buttonClass}>
            {t('kitConditions.photos.take')}
            <input
              ref={takeRef}
              type="file"
              accept="image/*"
              capture="environment"
              className="sr-only"
              disabled={full || preparing}
              aria-describedby={`${id}-hint`}
              onChange={(event) => picked(event.currentTarget)}
            />
          </label>
        )}
        <label className={buttonClass}>
          {t('kitConditions.photos.choose')}
          <input
            type="file"
            accept="image/*"
            multiple
            className="sr-only"
            disabled={full || preparing}
            aria-describedby={`${id}-hint`}
            onChange={(event) => picked(event.currentTarget)}
          />
        </label>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t('kitConditions.photos.hint')}
      </p>
      <div aria-live="polite" className="text-sm">
        {preparing && <p className="text-slate-600">{t('kitConditions.photos.preparing')}</p>}
        {error && (
          <p className="text-red-700">{error === 'limit' ? t('kitConditions.photos.limit', { max }) : t('kitConditions.photos.unreadable')}</p>
        )}
      </div>
      {photos.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {photos.map((photo, index) => (
            <li key={photo.sha256} className="relative">
              <img
                src={photo.url}
                alt={altOf ? altOf(index + 1) : t('kitConditions.photos.alt', { place: index + 1, code })}
                className="size-20 rounded-lg border border-slate-200 object-cover"
              />
              <button
                type="button"
                onClick={() => onRemove(photo.sha256)}
                aria-label={t('kitConditions.photos.remove', { place: index + 1 })}
                className="absolute -top-2 -right-2 flex size-7 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-100"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
