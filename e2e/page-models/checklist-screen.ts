import type { Locator, Page } from '@playwright/test';

export class ChecklistScreen {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/checklist');
  }

  tab(name: 'Pending' | 'Completed'): Locator {
    return this.page.getByRole('tablist', { name: 'Tasks' }).getByRole('tab', { name: new RegExp(`^${name}`) });
  }

  task(title: string): Locator {
    return this.page.getByRole('article', { name: title });
  }

  checkbox(title: string): Locator {
    return this.page.getByRole('checkbox', { name: title, exact: true });
  }

  /** The titles of the shown tab's tasks, in their order. */
  async titles(tab: 'Pending' | 'Completed'): Promise<string[]> {
    return this.page
      .getByRole('list', { name: `${tab} tasks` })
      .getByRole('heading', { level: 3 })
      .allTextContents();
  }

  resourceType(): Locator {
    return this.page.getByRole('combobox', { name: 'Resource type' });
  }
}
