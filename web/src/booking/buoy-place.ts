// Directions to a booked buoy (issue 28 item 6): its coordinates as a skipper reads them off a
// chart plotter, a geo: link that a phone opens in its maps app, and a web map for everything else.

type Place = { lat: number; lon: number };

// Five decimals are about a metre: finer than a buoy's swing on its chain.
const DECIMALS = 5;

function degrees(value: number, positive: string, negative: string): string {
  return `${Math.abs(value).toFixed(DECIMALS)}° ${value < 0 ? negative : positive}`;
}

/** `42.71234° N, 17.85012° E`. */
export function coordinatesText({ lat, lon }: Place): string {
  return `${degrees(lat, 'N', 'S')}, ${degrees(lon, 'E', 'W')}`;
}

/** RFC 5870's geo URI, with the buoy's name as the label maps apps show on the pin. */
export function geoLink({ lat, lon }: Place, label: string): string {
  const point = `${lat.toFixed(DECIMALS)},${lon.toFixed(DECIMALS)}`;
  return `geo:${point}?q=${point}(${encodeURIComponent(label)})`;
}

/** The place on OpenStreetMap's web map, zoomed in to the field. */
export function webMapLink({ lat, lon }: Place): string {
  const [latText, lonText] = [lat.toFixed(DECIMALS), lon.toFixed(DECIMALS)];
  return `https://www.openstreetmap.org/?mlat=${latText}&mlon=${lonText}#map=17/${latText}/${lonText}`;
}
