import type { ApiPaths } from '../../http/api-client';

// The back office's answers, named once from the BFF's OpenAPI paths (issue 15): nothing of the
// wire is written by hand here, only picked out of the generated schema.

type JsonOk<Operation> = Operation extends {
  responses: { 200: { content: { 'application/json': infer Body } } };
}
  ? Body
  : never;

type GetAnswer<Path extends keyof ApiPaths> = ApiPaths[Path] extends { get: infer Operation }
  ? JsonOk<Operation>
  : never;

export type OperatorBay = GetAnswer<'/v1/concessionaires/bays'>['bays'][number];
export type BayOccupancyNow = GetAnswer<'/v1/concessionaires/occupancy-now'>['bays'][number];
export type BayOverview = GetAnswer<'/v1/concessionaires/bays/{bayId}/overview'>;
export type OccupancyCounts = BayOverview['now'];
export type ComingHour = BayOverview['coming_hours'][number];
export type PastDay = BayOverview['past_days'][number];
export type Berth = BayOverview['berths'][number];
export type HistoryPage = GetAnswer<'/v1/concessionaires/bays/{bayId}/bookings'>;
export type HistoryBooking = HistoryPage['bookings'][number];
export type PaymentAccount = GetAnswer<'/v1/concessionaires/bays/{bayId}/payment-account'>;
export type PaymentAccountState = PaymentAccount['state'];
export type Turnover = GetAnswer<'/v1/concessionaires/bays/{bayId}/turnover'>;
export type TurnoverPoint = Turnover['series'][number];
export type Granularity = NonNullable<
  NonNullable<
    ApiPaths['/v1/concessionaires/bays/{bayId}/turnover']['get']['parameters']['query']
  >['granularity']
>;
