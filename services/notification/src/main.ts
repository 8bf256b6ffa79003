import { stopTelemetry } from './instrument';
import { startServiceProcess } from '@moorline/kit';
import { readConfig } from './config';
import { createNotificationService } from './notification.service';

startServiceProcess('notification', readConfig, createNotificationService, stopTelemetry);
