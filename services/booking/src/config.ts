import { accessTokenEnv, loadConfig, serviceEnvWithPorts } from '@moorline/kit';

// ARCHITECTURE §10: gRPC on 50053, HTTP (health, readiness, metrics) on 8103.
// The access-token settings are there for the handlers to come: they derive their caller from the
// forwarded token with the kit's caller resolver, as catalog and auth do.
const bookingEnv = serviceEnvWithPorts(50053, 8103).extend(accessTokenEnv.shape);

export const readConfig = () => loadConfig(bookingEnv);
