import type { ReactNode } from 'react';
import { AuthLayout } from '../../../components/layouts/auth-layout';

// Pages of the /auth routes arrive with the authentication issue; they render inside this card.
export default function AuthGroupLayout({ children }: { children: ReactNode }) {
  return <AuthLayout>{children}</AuthLayout>;
}
