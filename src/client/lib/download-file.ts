// Saving a file the API sends, for the screens that offer downloads (not part of the http client,
// which every screen loads from the first script).
import type { RouteDef } from '@contract/route-paths';
import { apiFile } from './http';
import type { RequestOptions } from './request-options';

/** Fetches a file the API sends (apiFile) and hands it to the browser to save, as any download. */
export async function downloadFile(route: RouteDef, options: RequestOptions, fallbackName: string): Promise<void> {
  const { blob, fileName } = await apiFile(route, options);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? fallbackName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers start reading the file only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
