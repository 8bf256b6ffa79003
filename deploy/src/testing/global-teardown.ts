import { stopTestInfrastructure, takeTestInfrastructure } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  await stopTestInfrastructure(takeTestInfrastructure());
}
