// ESLint 10 looks up the config nearest to each file, so web/ extends the root flat config
// (no-any, no non-null assertions, type imports) and only adds what the Next.js app needs.
import rootConfig from '../eslint.config.mjs';

export default [
  ...rootConfig,
  { ignores: ['.next/**', 'next-env.d.ts', 'playwright-report/**', 'test-results/**'] },
  {
    // The Web Push service worker (issue 30 item 4): a plain script the browser runs as a worker.
    files: ['public/push-sw.js'],
    languageOptions: { sourceType: 'script', globals: { self: 'readonly' } },
  },
];
