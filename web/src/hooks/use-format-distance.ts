import { useFormatter } from 'next-intl';
import { distanceForDisplay } from '../site/distance';

/** Words a distance in metres for the page's language: "87 m", "39.6 km". */
export function useFormatDistance(): (metres: number) => string {
  const format = useFormatter();
  return (metres) => {
    const { value, options } = distanceForDisplay(metres);
    return format.number(value, options);
  };
}
