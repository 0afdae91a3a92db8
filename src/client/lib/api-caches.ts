// The service worker keeps some API answers (lookups) in Cache Storage under names starting
// "api-" (sw/service-worker.ts). They belong to the signed-in user, so sign-out drops them.
const API_CACHE_PREFIX = 'api-';

export async function clearApiCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => name.startsWith(API_CACHE_PREFIX)).map((name) => caches.delete(name)));
  } catch {
    // Cache Storage can be unavailable (e.g. some private modes); there is then nothing to clear.
  }
}
