// Imported first by main.ts: telemetry must start before http, fastify and pg are loaded.
import { startTelemetry } from '@moorline/kit/telemetry';

export const stopTelemetry = startTelemetry('auth');
