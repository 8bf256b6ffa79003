import { stopTelemetry } from './instrument';
import { startServiceProcess } from '@moorline/kit';
import { readConfig } from './config';
import { paymentService } from './payment.service';

startServiceProcess('payment', readConfig, () => paymentService, stopTelemetry);
