import { stopTelemetry } from './instrument';
import { startServiceProcess } from '@moorline/kit';
import { readConfig } from './config';
import { createCatalogService } from './catalog.service';

startServiceProcess('catalog', readConfig, createCatalogService, stopTelemetry);
