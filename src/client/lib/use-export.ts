// A CSV download started from a button: whether it is under way, and what went wrong if it failed,
// worded by the screen.
import { useState } from 'react';

export function useExport(download: () => Promise<void>, failed: (error: unknown) => string) {
  const [exporting, setExporting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    setExporting(true);
    setError(null);
    try {
      await download();
    } catch (cause) {
      setError(failed(cause));
    } finally {
      setExporting(false);
    }
  };
  return { exporting, error, start };
}
