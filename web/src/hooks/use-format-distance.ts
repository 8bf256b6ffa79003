import { useFormatter } from 'next-intl';
import { distanceForDisplay, keptTogether } from '../site/distance';

/** Words a distance in metres for the page's language, on one line: "87 m", "39.6 km". */
export function useFormatDistance(): (metres: number) => string {
  const format = useFormatter();
  return (metres) => {
    const { value, options } = distanceForDisplay(metres);
    return keptTogether(format.number(value, options));
  };
}
