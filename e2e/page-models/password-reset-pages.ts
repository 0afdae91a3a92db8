import type { Page } from '@playwright/test';

/** /forgot-password: the e-mail entry, then "Check your email". */
export class ForgotPasswordPage {
  constructor(private readonly page: Page) {}

  readonly email = () => this.page.getByLabel('Email');
  readonly sendAgain = () => this.page.getByRole('button', { name: /^Send again/ });

  async open() {
    await this.page.goto('/forgot-password');
  }

  async request(email: string) {
    await this.email().fill(email);
    await this.page.getByRole('button', { name: 'Send reset link' }).click();
  }
}

/** /reset-password?token=…: the new password, then the done state. */
export class ResetPasswordPage {
  constructor(private readonly page: Page) {}

  readonly password = () => this.page.getByLabel('New password', { exact: true });
  readonly repeatPassword = () => this.page.getByLabel('Repeat new password', { exact: true });

  async choose(password: string, repeat = password) {
    await this.password().fill(password);
    await this.repeatPassword().fill(repeat);
    await this.page.getByRole('button', { name: 'Change password' }).click();
  }
}
