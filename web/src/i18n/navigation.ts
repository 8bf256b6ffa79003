import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

// Locale-aware Link and hooks: <Link href="/about"> renders /{current locale}/about.
export const { Link, usePathname, useRouter, getPathname } = createNavigation(routing);
