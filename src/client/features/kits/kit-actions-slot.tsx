// The kit page's actions row: where the "Report condition" action goes (condition-report-dialog.tsx
// renders into it). Empty, it takes no room.
import type { ReactNode } from 'react';

/** Where the "Report condition" action goes (condition-report-dialog.tsx renders into it). */
export function KitActionsSlot({ children }: { children?: ReactNode }) {
  return (
    <div data-kit-actions className="flex flex-wrap gap-2 empty:hidden">
      {children}
    </div>
  );
}
