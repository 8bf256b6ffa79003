import { describe, expect, it } from '@jest/globals';
import { coordinatesText, geoLink, webMapLink } from './buoy-place';

const telascica = { lat: 43.8912345, lon: 15.1678912 };

describe('directions to a buoy', () => {
  it('when the coordinates are written, then to five decimals with their hemispheres', () => {
    expect(coordinatesText(telascica)).toBe('43.89123° N, 15.16789° E');
    expect(coordinatesText({ lat: -33.8568, lon: -70.1 })).toBe('33.85680° S, 70.10000° W');
  });

  it('when a maps app is to open it, then a geo URI with the buoy named on its pin', () => {
    expect(geoLink(telascica, 'Telašćica, buoy 12')).toBe(
      'geo:43.89123,15.16789?q=43.89123,15.16789(Tela%C5%A1%C4%87ica%2C%20buoy%2012)',
    );
  });

  it('when a web map is to open it, then OpenStreetMap marks the place zoomed in', () => {
    expect(webMapLink(telascica)).toBe(
      'https://www.openstreetmap.org/?mlat=43.89123&mlon=15.16789#map=17/43.89123/15.16789',
    );
  });
});
