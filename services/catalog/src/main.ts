import { stopTelemetry } from './instrument';
import { startServiceProcess } from '@moorline/kit';
import { readConfig } from './config';
import { catalogService } from './catalog.service';

startServiceProcess('catalog', readConfig, () => catalogService, stopTelemetry);
