import { stopTelemetry } from './instrument';
import { startServiceProcess } from '@moorline/kit';
import { readConfig } from './config';
import { createBookingService } from './booking.service';

startServiceProcess('booking', readConfig, createBookingService, stopTelemetry);
