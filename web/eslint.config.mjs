// ESLint 10 looks up the config nearest to each file, so web/ extends the root flat config
// (no-any, no non-null assertions, type imports) and only adds what the Next.js app needs.
import rootConfig from '../eslint.config.mjs';

export default [
  ...rootConfig,
  { ignores: ['.next/**', 'next-env.d.ts', 'playwright-report/**', 'test-results/**'] },
];
