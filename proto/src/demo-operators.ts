// The demo's bay operators (`make start`, issue 15), named once for the services that seed them:
// catalog gives their bays these companies, auth makes the demo staff members, payment leaves
// the second without a ready payment account so the onboarding path shows.

/**
 * Runs four demo bays in southern Dalmatia (Mljet's Polače and Okuklje, Lopud, Brač's Milna),
 * with 90 days of history where buoys are booked online (Polače, Milna); `concessionaire@moorline.local` manages them.
 */
export const demoHarbourCompany = 'Jadranske Bove d.o.o.';

/** Runs one demo bay and has not finished payment onboarding. */
export const demoNotOnboardedCompany = 'Stončica Buoys d.o.o.';
