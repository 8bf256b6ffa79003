import { stopTelemetry } from './instrument';
import { startServiceProcess } from '@moorline/kit';
import { readConfig } from './config';
import { authService } from './auth.service';

startServiceProcess('auth', readConfig, () => authService, stopTelemetry);
