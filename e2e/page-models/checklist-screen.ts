import type { Locator, Page, Response } from '@playwright/test';
import { matchPath, routes } from '@contract/routes';

export class ChecklistScreen {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/checklist');
  }

  /**
   * The Completed tab's first page, which the screen asks for in the background beside the Pending
   * one so the service worker keeps it: a journey that goes offline must wait for it first, or the
   * Completed tab may find nothing kept on a busy machine. Start waiting before opening the screen.
   */
  completedTabKept(): Promise<Response> {
    return this.page.waitForResponse((response) => {
      const url = new URL(response.url());
      return matchPath(routes.actionTasks, url.pathname) !== null && url.searchParams.get('IsCompletedTab') === 'true' && response.ok();
    });
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
