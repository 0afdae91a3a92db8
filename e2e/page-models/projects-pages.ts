// The Hands-On Projects screens: list, a project's tabs, the inventory counter, My Orders.
import type { Locator, Page } from '@playwright/test';

export const PROJECTS = {
  solar: 'Solar Car Challenge',
  bridge: 'Bridge Engineering',
  water: 'Water Filtration Lab',
} as const;

export class ProjectsList {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/projects');
  }

  heading(): Locator {
    return this.page.getByRole('heading', { name: 'Hands-On Projects', level: 1 });
  }

  card(name: string): Locator {
    return this.page.getByRole('article', { name });
  }

  async openProject(name: string) {
    await this.card(name).getByRole('link', { name, exact: true }).click();
  }
}

export class ProjectScreen {
  constructor(private readonly page: Page) {}

  async open(projectId: string, screen?: string) {
    await this.page.goto(`/projects/${projectId}${screen ? `/${screen}` : ''}`);
  }

  tab(name: 'Overview' | 'Inventory' | 'Request kits' | 'New checkout order' | 'Return kits'): Locator {
    return this.page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name, exact: true });
  }

  // Inventory.
  counter(name = 'Kits on hand'): Locator {
    return this.page.getByRole('spinbutton', { name });
  }
  addOne(unit = 'kit'): Locator {
    return this.page.getByRole('button', { name: `Add one ${unit}` });
  }
  removeOne(unit = 'kit'): Locator {
    return this.page.getByRole('button', { name: `Remove one ${unit}` });
  }
  saveCount(): Locator {
    return this.page.getByRole('button', { name: 'Save count' });
  }
}

export class OrdersScreen {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/projects/orders');
  }

  heading(): Locator {
    return this.page.getByRole('heading', { name: 'My Orders', level: 1 });
  }

  order(title: string): Locator {
    return this.page.getByRole('article', { name: title });
  }

  returnButton(title: string): Locator {
    return this.order(title).getByRole('button', { name: 'Return kits' });
  }
  returnLink(title: string): Locator {
    return this.order(title).getByRole('link', { name: 'Return kits' });
  }
}
