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

  resourceType(): Locator {
    return this.page.getByRole('combobox', { name: 'Resource type' });
  }
}
