// The admin console's sections (issue 27 item 1), the one list its navigation is drawn from: a new
// section is a line here (its label a key of the AdminConsole messages) and a page under /admin.
export const ADMIN_NAV_ITEMS = [
  { href: '/admin/applications', label: 'applications' },
  { href: '/admin/users', label: 'users' },
  { href: '/admin/bays', label: 'bays' },
  { href: '/admin/payments', label: 'payments' },
  { href: '/admin/embeds', label: 'embeds' },
  { href: '/admin/audit', label: 'audit' },
] as const satisfies readonly { href: `/admin/${string}`; label: string }[];

/** Where /admin itself leads: the first section. */
export const ADMIN_HOME = ADMIN_NAV_ITEMS[0].href;
