// The demo accounts (docs/architecture.md §3): printed at start and listed in the README.
export const DEMO_ACCOUNTS = [
  {
    email: 'coordinator@example.org',
    password: 'Demo-pass1',
    description: 'district coordinator: application created, blueprint, projects, kits, checklist',
  },
  { email: 'admin@example.org', password: 'Admin-pass1', description: 'programme staff' },
  {
    email: 'manager@example.org',
    password: 'Manager-pass1',
    description: 'school success manager looking after Riverbend County Schools',
  },
  { email: 'new@example.org', password: 'Demo-pass1', description: 'signed up, e-mail confirmed, onboarding not started' },
  {
    email: 'coordinator2@example.org',
    password: 'Demo-pass1',
    description: 'another district (Harbor Point): a New application, no blueprint yet',
  },
] as const;
