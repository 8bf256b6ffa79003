import type { Role } from '@moorline/kit';

// Kept apart from the seeding code so `make start` can print them without loading argon2.
/** Signed in as these, a newcomer sees the boater's and the concessionaire's side at once. */
export const demoAccounts: { email: string; firstName: string; lastName: string; roles: Role[] }[] = [
  { email: 'sailor@moorline.local', firstName: 'Maja', lastName: 'Kranjc', roles: [] },
  {
    email: 'concessionaire@moorline.local',
    firstName: 'Marko',
    lastName: 'Babić',
    roles: ['concessionaire'],
  },
];
export const DEMO_PASSWORD = 'moorline-demo';
