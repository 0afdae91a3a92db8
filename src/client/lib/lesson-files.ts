// Lesson files kept on the device for a visit ("Prepare for offline"). A lesson's file lives on the
// curriculum's own host, so the service worker cannot answer for it (a link to another origin is
// never routed through this portal's worker): the page keeps a copy in Cache Storage and, with no
// network, hands that copy to the browser as a download.
//
// The copy is fetched with CORS so its bytes can be read back and counted; a host that does not
// allow CORS yields an unreadable (opaque) answer, which is not kept and is reported as not saved.
// The cache's name starts "api-", so sign-out drops it with the user's other cached data.
const LESSON_FILES_CACHE = 'api-lesson-files';

/** Downloads one lesson file into the cache; its size in bytes, or null when it could not be saved. */
export async function saveLessonFile(url: string): Promise<number | null> {
  if (typeof caches === 'undefined') return null;
  try {
    const response = await fetch(url, { mode: 'cors', credentials: 'omit' });
    if (!response.ok) return null;
    const body = await response.blob();
    const cache = await caches.open(LESSON_FILES_CACHE);
    await cache.put(url, new Response(body, { headers: { 'Content-Type': response.headers.get('Content-Type') ?? body.type } }));
    return body.size;
  } catch {
    return null;
  }
}

/** The kept copy of a lesson file, if this device has one. */
async function savedLessonFile(url: string): Promise<Blob | null> {
  if (typeof caches === 'undefined') return null;
  try {
    const cache = await caches.open(LESSON_FILES_CACHE);
    const hit = await cache.match(url);
    return hit ? await hit.blob() : null;
  } catch {
    return null;
  }
}

/** Hands a kept lesson file to the browser as a download; false when there is no copy. */
export async function downloadSavedLessonFile(url: string): Promise<boolean> {
  const blob = await savedLessonFile(url);
  if (!blob) return false;
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = decodeURIComponent(new URL(url).pathname.split('/').pop() || 'lesson');
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; the object URL is only the hand-over.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
  return true;
}
