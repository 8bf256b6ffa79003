export { startTelemetry } from './start-telemetry';
