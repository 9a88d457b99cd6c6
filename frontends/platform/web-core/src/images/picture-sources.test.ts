import { IMAGE_WIDTHS } from '@helpwire/contracts';
import { isResizablePicture, pictureSources, pictureUrl, pictureWidths } from './picture-sources';

const stored = '/api/v1/files/3f2b8c1e-9a7d-4e1b-8c2f-0a1b2c3d4e5f';

describe('picture sources (spec §9 widths)', () => {
  it('resizes only a stored file: not the default avatar, a blob preview or another site', () => {
    expect(isResizablePicture(stored)).toBe(true);
    expect(isResizablePicture(`https://helpwire.example${stored}`)).toBe(true);
    for (const other of ['/default-avatar.svg', 'blob:http://localhost/abc', `${stored}?w=640`, '/api/v1/files/not-an-id', 'https://elsewhere.example/a.jpg'])
      expect([other, isResizablePicture(other)]).toEqual([other, false]);
    expect(pictureSources('/default-avatar.svg', { width: 32 })).toEqual({ src: '/default-avatar.svg' });
  });

  it('adds w, and q only when it is not the default 75', () => {
    expect(pictureUrl(stored, 640)).toBe(`${stored}?w=640`);
    expect(pictureUrl(stored, 1080, 75)).toBe(`${stored}?w=1080`);
    expect(pictureUrl(stored, 1080, 40)).toBe(`${stored}?w=1080&q=40`);
  });

  it('offers a fixed-size picture the widths up to the first that is sharp on a 3× screen', () => {
    expect(pictureWidths(32)).toEqual([640]);
    expect(pictureWidths(250)).toEqual([640, 750]);
    expect(pictureWidths(260)).toEqual([640, 750, 828]);
    expect(pictureWidths(2000)).toEqual([...IMAGE_WIDTHS]);
    expect(pictureWidths()).toEqual([...IMAGE_WIDTHS]);
    expect(pictureSources(stored, { width: 32 })).toEqual({ src: `${stored}?w=640`, srcSet: `${stored}?w=640 640w`, sizes: '32px' });
    expect(pictureSources(stored, { width: 300 })).toEqual({
      src: `${stored}?w=640`,
      srcSet: `${stored}?w=640 640w, ${stored}?w=750 750w, ${stored}?w=828 828w, ${stored}?w=1080 1080w`,
      sizes: '300px',
    });
  });

  it('offers a fluid picture every width with its sizes', () => {
    const sources = pictureSources(stored, { sizes: '(max-width: 600px) 100vw, 50vw', quality: 60 });
    expect(sources.sizes).toBe('(max-width: 600px) 100vw, 50vw');
    expect(sources.srcSet?.split(', ')).toEqual(IMAGE_WIDTHS.map((w) => `${stored}?w=${w}&q=60 ${w}w`));
    expect(pictureSources(stored).sizes).toBe('100vw');
  });
});
