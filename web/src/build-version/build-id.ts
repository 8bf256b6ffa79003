// Inlined at build time by next.config.ts (env.NEXT_PUBLIC_BUILD_ID), so a running bundle always
// knows which build it came from, on the server and in the browser alike.
export const CURRENT_BUILD_ID: string = process.env.NEXT_PUBLIC_BUILD_ID ?? 'development';
