import {
  galleryImagePath,
  legacyGalleryImagePath,
  parseGalleryImageRequest,
  parseLegacyGalleryFile,
} from './gallery-image-file';

describe('parseGalleryImageRequest', () => {
  it('when the file is 1.png to 4.png, then it names the view in caption order', () => {
    expect(parseGalleryImageRequest('telascica', '1.png')).toEqual({
      slug: 'telascica',
      number: 1,
      view: 'shore',
    });
    expect(parseGalleryImageRequest('telascica', '2.png')?.view).toBe('evening');
    expect(parseGalleryImageRequest('telascica', '3.png')?.view).toBe('boats');
    expect(parseGalleryImageRequest('mljet-polace', '4.png')?.view).toBe('above');
  });

  it('when the number has no view, then it is not a gallery picture', () => {
    for (const file of ['0.png', '5.png', '12.png', '01.png', '-1.png']) {
      expect(parseGalleryImageRequest('telascica', file)).toBeNull();
    }
  });

  it('when the file is not a png of ours, then it is not a gallery picture', () => {
    for (const file of ['1.jpg', '1.PNG', '1.png.svg', 'one.png', '1', '.png', '1.png?x']) {
      expect(parseGalleryImageRequest('telascica', file)).toBeNull();
    }
  });

  it('when the slug is not a slug, then it is not a gallery picture', () => {
    for (const slug of ['', 'Telascica', 'tela scica', '../etc', 'telascica-', '-telascica', 'a--b']) {
      expect(parseGalleryImageRequest(slug, '1.png')).toBeNull();
    }
  });

  it('when a path is made for a picture, then parsing its parts gives the picture back', () => {
    const [, , , slug, file] = galleryImagePath('brac-milna', 3).split('/');
    expect(parseGalleryImageRequest(slug ?? '', file ?? '')).toEqual({
      slug: 'brac-milna',
      number: 3,
      view: 'boats',
    });
  });
});

describe('parseLegacyGalleryFile', () => {
  it('when an older catalog lists <slug>-<n>.jpg, then it names the same picture', () => {
    expect(parseLegacyGalleryFile('telascica-1.jpg')).toEqual({
      slug: 'telascica',
      number: 1,
      view: 'shore',
    });
    expect(parseLegacyGalleryFile('sipan-sipanska-luka-4.jpg')).toEqual({
      slug: 'sipan-sipanska-luka',
      number: 4,
      view: 'above',
    });
    expect(legacyGalleryImagePath('lopud', 2)).toBe('/images/bays/lopud-2.jpg');
  });

  it('when the name is not an old gallery file, then it names nothing', () => {
    for (const file of [
      'placeholder.svg',
      'telascica-5.jpg',
      'telascica.jpg',
      'telascica-1.png',
      '-1.jpg',
      'Lopud-1.jpg',
    ]) {
      expect(parseLegacyGalleryFile(file)).toBeNull();
    }
  });
});
