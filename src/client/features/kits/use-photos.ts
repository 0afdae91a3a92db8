// Photos picked in a form, shrunk and named on the device, shown as thumbnails until the form is
// saved; and the save itself: the photos and the change naming them queued together (photos.ts).
import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_REPORT_PHOTOS } from '@contract/kit-conditions-messages';
import type { OutboxKind, OutboxPayloads } from '@offline/mutations';
import { queueWithPhotos, type PreparedPhoto } from '@offline/photos';
import { useSession } from '@client/lib/use-session';
import { preparePhoto } from './photo-shrink';

export interface PickedPhoto extends PreparedPhoto {
  /** An object URL of the shrunk photo, for its thumbnail. */
  url: string;
}

export type PhotoError = 'unreadable' | 'limit' | null;

/** A list of picked photos; object URLs are released when a photo is removed or the form goes. */
export function usePickedPhotos(max: number = MAX_REPORT_PHOTOS) {
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [preparing, setPreparing] = useState(false);
  const [error, setError] = useState<PhotoError>(null);
  const current = useRef(photos);
  current.current = photos;
  useEffect(() => () => current.current.forEach((photo) => URL.revokeObjectURL(photo.url)), []);

  const add = useCallback(
    async (files: FileList | readonly File[]) => {
      setError(null);
      const list = [...files];
      if (current.current.length + list.length > max) {
        setError('limit');
        return;
      }
      setPreparing(true);
      try {
        const prepared: PickedPhoto[] = [];
        for (const file of list) {
          const photo = await preparePhoto(file).catch(() => null);
          if (!photo) {
            setError('unreadable');
            continue;
          }
          if (current.current.some((p) => p.sha256 === photo.sha256) || prepared.some((p) => p.sha256 === photo.sha256)) continue;
          prepared.push({ ...photo, url: URL.createObjectURL(photo.blob) });
        }
        setPhotos((before) => [...before, ...prepared]);
      } finally {
        setPreparing(false);
      }
    },
    [max],
  );
  const remove = useCallback((sha256: string) => {
    setPhotos((before) => {
      const gone = before.find((photo) => photo.sha256 === sha256);
      if (gone) URL.revokeObjectURL(gone.url);
      return before.filter((photo) => photo.sha256 !== sha256);
    });
  }, []);
  const clear = useCallback(() => {
    setPhotos((before) => {
      before.forEach((photo) => URL.revokeObjectURL(photo.url));
      return [];
    });
  }, []);
  return { photos, preparing, error, add, remove, clear };
}

/** Queues a change with the photos it names (each uploaded first). */
export function useQueueWithPhotos() {
  const userId = useSession().user?.id ?? null;
  return useCallback(
    <K extends OutboxKind>(photos: readonly PreparedPhoto[], kind: K, payload: OutboxPayloads[K]) => {
      if (!userId) return Promise.reject(new Error('Sign in to save changes'));
      return queueWithPhotos(
        userId,
        photos.map(({ sha256, blob, contentType }) => ({ sha256, blob, contentType })),
        kind,
        payload,
      );
    },
    [userId],
  );
}
