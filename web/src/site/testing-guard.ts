import { notFound } from 'next/navigation';
import { config } from '../config';

// Second line behind the proxy, which already answers testing pages as unknown outside testing.
export function assertTestingEnvironment(): void {
  if (config.appEnv !== 'testing') notFound();
}
