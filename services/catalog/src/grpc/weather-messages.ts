import type { catalogV1 } from '@moorline/contracts';
import type { WeatherAnswer, WeatherSample } from '../weather/weather';

const sampleMessage = (sample: WeatherSample): catalogV1.WeatherSample => ({
  time: sample.time,
  temperatureC: sample.temperatureC,
  windSpeedKn: sample.windSpeedKn,
  windDirectionDeg: sample.windDirectionDeg,
  windGustsKn: sample.windGustsKn,
  weatherCode: sample.weatherCode,
});

export function weatherMessage(answer: WeatherAnswer): catalogV1.GetWeatherResponse {
  if (!answer.available) return { available: false, hours: [], days: [], attribution: '' };
  const { report } = answer;
  return {
    available: true,
    current: sampleMessage(report.current),
    hours: report.hours.map(sampleMessage),
    days: report.days.map((day) => ({
      date: day.date,
      weatherCode: day.weatherCode,
      temperatureMaxC: day.temperatureMaxC,
      temperatureMinC: day.temperatureMinC,
      windSpeedMaxKn: day.windSpeedMaxKn,
      windGustsMaxKn: day.windGustsMaxKn,
      windDirectionDominantDeg: day.windDirectionDominantDeg,
    })),
    fetchedAt: report.fetchedAt,
    attribution: report.attribution,
  };
}
