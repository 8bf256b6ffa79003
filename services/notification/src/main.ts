import { stopTelemetry } from './instrument';
import { startServiceProcess } from '@moorline/kit';
import { readConfig } from './config';
import { notificationService } from './notification.service';

startServiceProcess(notificationService, readConfig, stopTelemetry);
