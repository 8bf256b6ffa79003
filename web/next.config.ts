import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

// Each build gets its own id (spec §2: a new build is detected and applied on the next navigation).
// MOORLINE_BUILD_ID lets CI pin it to the commit; otherwise the time and a random suffix are unique enough.
const buildId =
  process.env.MOORLINE_BUILD_ID ??
  `${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}-${Math.random().toString(36).slice(2, 8)}`;

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  generateBuildId: () => buildId,
  env: { NEXT_PUBLIC_BUILD_ID: buildId },
  // The monorepo root holds the lockfile and node_modules.
  turbopack: { root: path.join(__dirname, '..') },
  outputFileTracingRoot: path.join(__dirname, '..'),
  // The root layout sits under [locale], so paths no route matches get app/global-not-found.tsx,
  // which Next renders in full on the server (a notFound() thrown while rendering does not).
  experimental: { globalNotFound: true },
  // The offline land tiles sit in a folder named after their content (scripts/build-land-layer.ts):
  // a file there never changes, so browsers keep it for good instead of asking again.
  headers: async () => [
    {
      source: '/map/land/:path*',
      headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
    },
  ],
};

export default withNextIntl(nextConfig);
