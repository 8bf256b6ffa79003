import { demoHarbourCompany, demoNotOnboardedCompany } from '@moorline/contracts';
import type { Role } from '@moorline/kit';

// Kept apart from the seeding code so `make start` can print them without loading argon2.
/** Signed in as these, a newcomer sees the boater's and the concessionaire's side at once. */
export const demoAccounts: {
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  /** The company of the operator they work for (issue 15). */
  operatorCompany?: string;
}[] = [
  { email: 'sailor@moorline.local', firstName: 'Maja', lastName: 'Kranjc', roles: [] },
  {
    email: 'concessionaire@moorline.local',
    firstName: 'Marko',
    lastName: 'Babić',
    roles: ['concessionaire', 'manager'],
    operatorCompany: demoHarbourCompany,
  },
  {
    email: 'new.operator@moorline.local',
    firstName: 'Ivana',
    lastName: 'Perić',
    roles: ['concessionaire', 'manager'],
    operatorCompany: demoNotOnboardedCompany,
  },
  // Issue 27: the platform's administrator, who decides concession applications.
  { email: 'admin@moorline.local', firstName: 'Ana', lastName: 'Horvat', roles: ['superuser'] },
];
export const DEMO_PASSWORD = 'moorline-demo';
