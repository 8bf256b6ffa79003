import { drawnPictureImage, parseSizedPictureFile, pictureVersion } from './drawn-picture-sources';

const buoy = {
  label: '1',
  lat: 43.9,
  lon: 15.16,
  management: 'digital' as const,
  service_state: 'in_service' as const,
  max_loa_cm: 1500,
};
const facts = { pin: { lat: 43.9, lon: 15.16 }, buoys: [buoy], hullKinds: ['mono' as const] };

describe('pictureVersion', () => {
  it('when nothing a picture is drawn from changes, then its version stays; a moved buoy changes it', () => {
    expect(pictureVersion(facts)).toMatch(/^[0-9a-f]{12}$/);
    expect(pictureVersion({ ...facts, buoys: [{ ...buoy }] })).toBe(pictureVersion(facts));
    expect(pictureVersion({ ...facts, buoys: [{ ...buoy, lat: 43.901 }] })).not.toBe(pictureVersion(facts));
    expect(pictureVersion({ ...facts, buoys: [{ ...buoy, service_state: 'out_of_service' }] })).not.toBe(
      pictureVersion(facts),
    );
  });
});

describe('drawnPictureImage', () => {
  it('when the catalog lists a drawn picture, then the page gets WebP at three widths of one version', () => {
    const version = pictureVersion(facts);
    const image = drawnPictureImage('/images/bays/telascica/2.png', facts);
    expect(image).toEqual({
      src: `/images/bays/telascica/2-800w-${version}.webp`,
      srcSet: [480, 800, 1200]
        .map((width) => `/images/bays/telascica/2-${width}w-${version}.webp ${width}w`)
        .join(', '),
      sources: [],
      largest: `/images/bays/telascica/2-1200w-${version}.webp`,
      width: 1200,
      height: 800,
    });
    expect(drawnPictureImage('/images/bays/telascica-3.jpg', facts)?.largest).toBe(
      `/images/bays/telascica/3-1200w-${version}.webp`,
    );
  });

  it('when the address is not a drawn picture of ours, then it is left alone', () => {
    for (const url of ['/images/bays/placeholder.svg', 'https://example.com/a.png', '/images/bays/x/9.png'])
      expect(drawnPictureImage(url, facts)).toBeNull();
  });
});

describe('parseSizedPictureFile', () => {
  it('when the file names a picture, a width we draw and a version, then it is read', () => {
    expect(parseSizedPictureFile('lopud', '2-480w-0123456789ab.webp')).toEqual({
      slug: 'lopud',
      number: 2,
      view: 'evening',
      width: 480,
      version: '0123456789ab',
    });
  });

  it('when the width, number, version or type is not ours, then it is no file of ours', () => {
    for (const file of [
      '2-640w-0123456789ab.webp',
      '9-480w-0123456789ab.webp',
      '2-480w-0123.webp',
      '2-480w-0123456789ab.png',
    ])
      expect(parseSizedPictureFile('lopud', file)).toBeNull();
  });
});
