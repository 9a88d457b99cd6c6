import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { loaded, screenshot, showView, VIEW_WALK } from './browser';
import { browserSuite } from './browser-suite';

const DEMO_PASSWORD = 'Dem0!pass-e2e';

/** A portrait-like picture as a phone would take it: 1600 × 1600, a face of circles on a gradient. */
async function portrait(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1600">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0e7490"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs>
    <rect width="1600" height="1600" fill="url(#bg)"/>
    <circle cx="800" cy="640" r="300" fill="#fde7d2"/>
    <ellipse cx="800" cy="1500" rx="560" ry="460" fill="#1e3a8a"/>
    <circle cx="700" cy="600" r="34" fill="#1f2937"/><circle cx="900" cy="600" r="34" fill="#1f2937"/>
    <path d="M680 760 Q800 860 920 760" stroke="#9f1239" stroke-width="26" fill="none" stroke-linecap="round"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

describe('uploaded pictures in Chromium: served at the widths of spec §9', () => {
  const suite = browserSuite({ HELPWIRE_DEMO_PASSWORD: DEMO_PASSWORD });

  async function signIn(page: Page) {
    await page.goto('/user/sign-in');
    await page.getByLabel('Email or phone').fill('user@helpwire.local');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.locator('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
  }

  /** The header's avatar once it has loaded: the address it chose and the pixels it got. */
  const avatar = (page: Page) =>
    page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('header img.hw-avatar');
      if (!image?.complete || image.naturalWidth === 0 || !image.currentSrc.includes('/api/v1/files/')) return null;
      return { currentSrc: image.currentSrc, naturalWidth: image.naturalWidth, srcset: image.srcset, sizes: image.sizes, decoding: image.decoding };
    });

  it('the avatar and the profile picture load a resized WebP (w=640, no wider), and look right at 1366 and 390 px in English and Arabic', async () => {
    const page = await suite.visitor();
    const pictures: { url: string; status: number; type: string | null }[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/v1/files/'))
        pictures.push({ url: response.url(), status: response.status(), type: response.headers()['content-type'] ?? null });
    });
    await signIn(page);

    await page.goto('/profile-management');
    await page.getByRole('heading', { name: 'Profile Management' }).waitFor();
    await page.getByLabel('Upload a picture').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await portrait() });
    await page.getByRole('button', { name: 'Remove picture' }).waitFor();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Profile updated successfully').first().waitFor();
    await page.reload();

    const shown = (await (await avatar(page)).jsonValue())!;
    expect(shown.currentSrc).toMatch(/\/api\/v1\/files\/[0-9a-f-]{36}\?w=640$/);
    expect(shown.naturalWidth).toBeLessThanOrEqual(640);
    expect(shown.naturalWidth).toBeGreaterThan(0);
    expect([shown.sizes, shown.decoding]).toEqual(['32px', 'async']);
    expect(shown.srcset).toMatch(/\?w=640 640w$/);
    const preview = page.getByRole('img', { name: 'Your profile picture' });
    await expect(preview.evaluate((image: HTMLImageElement) => [image.width, image.height, image.getAttribute('sizes')])).resolves.toEqual([96, 96, '96px']);
    // Every picture the page fetched was a resized one, and Chromium got WebP.
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) expect([picture.url.replace(/^.*\/files\/[^?]+/, ''), picture.status, picture.type]).toEqual(['?w=640', 200, 'image/webp']);

    for (const view of VIEW_WALK) {
      await showView(page, view);
      await page.locator('img.hw-picture__image').waitFor();
      await avatar(page);
      await loaded(page);
      await screenshot(page, `uploaded-picture-profile-${view[0]}-${view[1]}`, { fullPage: false });
    }
  }, 180_000);
});
