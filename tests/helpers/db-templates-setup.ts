// Vitest global setup of each database project: builds the run's template databases once and
// hands their names to the test files (inject('dbTemplates')).
import type { TestProject } from 'vitest/node';
import { buildEmbeddedTemplates, buildPostgresTemplates } from './db-templates';

export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB_KIND;
  if (kind === 'postgresql') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the postgresql test project');
    const built = await buildPostgresTemplates(adminUrl);
    project.provide('dbTemplates', built.templates);
    return () => built.remove();
  }
  const built = await buildEmbeddedTemplates();
  project.provide('dbTemplates', built.templates);
  return () => built.remove();
}
