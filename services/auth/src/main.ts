import { stopTelemetry } from './instrument';
import { startServiceProcess } from '@moorline/kit';
import { createAuthService } from './auth.service';
import { readConfig } from './config';

startServiceProcess('auth', readConfig, createAuthService, stopTelemetry);
