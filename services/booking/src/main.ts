import { stopTelemetry } from './instrument';
import { startServiceProcess } from '@moorline/kit';
import { readConfig } from './config';
import { bookingService } from './booking.service';

startServiceProcess('booking', readConfig, () => bookingService, stopTelemetry);
