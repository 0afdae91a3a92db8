import type { Page } from '@playwright/test';

export const COORDINATOR = { email: 'coordinator@example.org', password: 'Demo-pass1' };
export const NEW_USER = { email: 'new@example.org', password: 'Demo-pass1' };

export class SignInPage {
  constructor(private readonly page: Page) {}

  async open(query = '') {
    await this.page.goto(`/sign-in${query}`);
  }

  async signIn(credentials = COORDINATOR) {
    await this.page.getByLabel('Email').fill(credentials.email);
    await this.page.getByLabel('Password', { exact: true }).fill(credentials.password);
    await this.page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }
}
