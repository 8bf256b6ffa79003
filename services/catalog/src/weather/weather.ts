/** Weather at one moment; wind in knots, as sailors read it. */
export interface WeatherSample {
  time: Date;
  temperatureC: number;
  windSpeedKn: number;
  windDirectionDeg: number;
  windGustsKn: number;
  /** WMO weather interpretation code. */
  weatherCode: number;
}

export interface DailyWeather {
  /** The bay's local date, YYYY-MM-DD. */
  date: string;
  weatherCode: number;
  temperatureMaxC: number;
  temperatureMinC: number;
  windSpeedMaxKn: number;
  windGustsMaxKn: number;
  windDirectionDominantDeg: number;
}

export interface WeatherReport {
  current: WeatherSample;
  /** The next hours, from the current one. */
  hours: WeatherSample[];
  /** Today and the next days, in the bay's calendar. */
  days: DailyWeather[];
  fetchedAt: Date;
  /** The provider's credit line, which its terms ask pages to show. */
  attribution: string;
}

export interface WeatherLocation {
  lat: number;
  lon: number;
  /** IANA time zone of the bay, so days are the bay's days. */
  timeZone: string;
}

/** The weather port (issue 5 item 6). Rejects when the provider cannot be reached or answers nonsense. */
export interface WeatherProvider {
  forecast(location: WeatherLocation): Promise<WeatherReport>;
}

/** What the bay page gets: a report, or the fact that there is none right now. */
export type WeatherAnswer = { available: true; report: WeatherReport } | { available: false };
