// Imported first by main.ts: telemetry must start before http and fastify are loaded.
import { startTelemetry } from '@moorline/kit/telemetry';

export const stopTelemetry = startTelemetry('bff');
