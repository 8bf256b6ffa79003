import { accessTokenEnv, loadConfig, serviceEnvWithPorts } from '@moorline/kit';

// ARCHITECTURE §10: gRPC on 50054, HTTP (health, readiness, metrics) on 8104.
// The access-token settings are there for the handlers to come: they derive their caller from the
// forwarded token with the kit's caller resolver, as catalog and auth do.
const paymentEnv = serviceEnvWithPorts(50054, 8104).extend(accessTokenEnv.shape);

export const readConfig = () => loadConfig(paymentEnv);
