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

/**
 * A partner of the harbour company's (issue 27 item 5): a tourist board framing its two bays with
 * history on its site. About a fifth of their demo stays were booked through it, so the back
 * office's turnover and the admin console show money per embed on first look.
 */
export const demoPartnerEmbed = {
  id: '8d3e5b7a-2c4f-4e9b-b1a6-7f0c9d2e4a58',
  partnerName: 'Mljet & Brač Tourist Board',
  baySlugs: ['mljet-polace', 'brac-milna'],
} as const;
