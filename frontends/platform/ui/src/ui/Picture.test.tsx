/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { Picture } from './Picture';

const stored = '/api/v1/files/3f2b8c1e-9a7d-4e1b-8c2f-0a1b2c3d4e5f';

describe('Picture', () => {
  it('renders an uploaded picture with srcSet, sizes, its size reserved, decoded async and lazy below the fold', () => {
    const { container } = render(<Picture src={stored} alt="Amira" width={96} height={96} className="hw-avatar" />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(`${stored}?w=640`);
    expect(img.getAttribute('srcset')).toBe(`${stored}?w=640 640w`);
    expect(img.getAttribute('sizes')).toBe('96px');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['96', '96']);
    expect([img.getAttribute('loading'), img.getAttribute('decoding'), img.getAttribute('alt'), img.className]).toEqual([
      'lazy',
      'async',
      'Amira',
      'hw-avatar',
    ]);
  });

  it('fetches a picture above the fold at once, and shows any other address as it is', () => {
    const { container } = render(<Picture src="/default-avatar.svg" alt="" width={32} height={32} priority />);
    const img = container.querySelector('img')!;
    expect([img.getAttribute('src'), img.getAttribute('srcset'), img.getAttribute('sizes'), img.getAttribute('loading')]).toEqual([
      '/default-avatar.svg',
      null,
      null,
      'eager',
    ]);
  });
});
