// Thumbnails of a report's photos: GET /uploads/{sha256} needs the session, which an <img> alone
// cannot send, so the bytes are fetched and shown through object URLs, released when no longer shown.
import { useEffect, useRef, useState } from 'react';
import { routes } from '@contract/routes';
import { apiFile } from '@client/lib/http';

/** An object URL per photo name, for those fetched so far; `known` adds previews made on the device. */
export function usePhotoUrls(ids: readonly string[]): { urls: ReadonlyMap<string, string>; add: (id: string, url: string) => void } {
  const [urls, setUrls] = useState<ReadonlyMap<string, string>>(new Map());
  const asked = useRef(new Set<string>());
  const current = useRef(urls);
  current.current = urls;
  useEffect(() => () => current.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const key = ids.join(',');
  useEffect(() => {
    for (const id of key ? key.split(',') : []) {
      if (asked.current.has(id)) continue;
      asked.current.add(id);
      apiFile(routes.upload, { params: { sha256: id } })
        .then(({ blob }) => setUrls((before) => new Map(before).set(id, URL.createObjectURL(blob))))
        // A photo that cannot be read shows no thumbnail; the list still names it.
        .catch(() => asked.current.delete(id));
    }
  }, [key]);

  const add = (id: string, url: string) => {
    asked.current.add(id);
    setUrls((before) => new Map(before).set(id, url));
  };
  return { urls, add };
}
