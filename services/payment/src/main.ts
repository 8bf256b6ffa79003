import { stopTelemetry } from './instrument';
import { startServiceProcess } from '@moorline/kit';
import { readConfig } from './config';
import { createPaymentService } from './payment.service';

startServiceProcess('payment', readConfig, createPaymentService, stopTelemetry);
