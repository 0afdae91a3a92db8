import type { Page } from '@playwright/test';

export interface NewAccount {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export class SignUpPage {
  constructor(private readonly page: Page) {}

  readonly firstName = () => this.page.getByLabel('First name');
  readonly lastName = () => this.page.getByLabel('Last name');
  readonly email = () => this.page.getByLabel('Work email');
  readonly password = () => this.page.getByLabel('Password', { exact: true });
  readonly repeatPassword = () => this.page.getByLabel('Repeat password', { exact: true });
  readonly agreement = () => this.page.getByRole('checkbox', { name: /I agree to the Privacy Policy and the Terms of Use/ });
  readonly submit = () => this.page.getByRole('button', { name: 'Create account' });

  async open() {
    await this.page.goto('/sign-up');
  }

  async fill(account: NewAccount, repeatPassword = account.password) {
    await this.firstName().fill(account.firstName);
    await this.lastName().fill(account.lastName);
    await this.email().fill(account.email);
    await this.password().fill(account.password);
    await this.repeatPassword().fill(repeatPassword);
  }

  async signUp(account: NewAccount) {
    await this.fill(account);
    await this.agreement().check();
    await this.submit().click();
  }
}
