import type { ProjectSummary } from '@contract/projects';

/**
 * When a project's latest count was made, as the screens show it: the moment on the counting device
 * (lastCountedAt), or the server's record of it in a copy saved before that field existed.
 */
export const countedWhen = (project: Pick<ProjectSummary, 'lastCountedAt' | 'inventoryUpdatedAt'>): string | null =>
  project.lastCountedAt ?? project.inventoryUpdatedAt;
