#!/usr/bin/env node
// Renders the short tutorial clips the seed refers to (/media/tutorials/<slug>.webm): a title card
// and the tutorial's key points, drawn on a canvas in headless Chromium and recorded with
// MediaRecorder. Run after `npm run build` when the seed's tutorials change; the clips are
// committed under services/content/media/tutorials.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const { chromium } = require('playwright-core');
const { seedTutorials } = require(join(root, 'services/content/dist/seed/data/tutorials.js'));
const outDir = join(root, 'services/content/media/tutorials');
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--autoplay-policy=no-user-gesture-required'],
});
const page = await browser.newPage();
await page.setContent('<canvas width="960" height="540"></canvas>');

for (const tutorial of seedTutorials) {
  const points = tutorial.description.en
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, 3);
  const base64 = await page.evaluate(
    async ({ title, points, seconds }) => {
      const canvas = document.querySelector('canvas');
      const ctx = canvas.getContext('2d');
      const wrap = (text, width) => {
        const words = text.split(' ');
        const lines = [];
        let line = '';
        for (const word of words) {
          const next = line ? `${line} ${word}` : word;
          if (ctx.measureText(next).width > width && line) {
            lines.push(line);
            line = word;
          } else line = next;
        }
        if (line) lines.push(line);
        return lines;
      };
      const draw = (t) => {
        const g = ctx.createLinearGradient(0, 0, 960, 540);
        g.addColorStop(0, '#0b6e6e');
        g.addColorStop(1, '#0f2b2b');
        ctx.fillStyle = g;
        ctx.fillRect(0, 0, 960, 540);
        ctx.fillStyle = '#fdba74';
        ctx.beginPath();
        ctx.arc(80, 80, 22, 0, Math.PI * 2);
        ctx.fill();
        ctx.fillStyle = '#ffffff';
        ctx.font = '600 26px sans-serif';
        ctx.fillText('Helpwire tutorial', 120, 90);
        ctx.font = '700 46px sans-serif';
        wrap(title, 820).forEach((line, i) => ctx.fillText(line, 70, 180 + i * 56));
        ctx.font = '400 26px sans-serif';
        const shown = Math.min(points.length, Math.floor(t / (seconds / (points.length + 1))));
        let y = 300;
        for (let i = 0; i < shown; i++) {
          const lines = wrap(points[i], 780);
          ctx.fillStyle = '#fdba74';
          ctx.fillText(`${i + 1}.`, 70, y);
          ctx.fillStyle = '#e6f0f0';
          lines.forEach((line, j) => ctx.fillText(line, 110, y + j * 34));
          y += lines.length * 34 + 18;
        }
        ctx.fillStyle = 'rgba(255,255,255,0.25)';
        ctx.fillRect(70, 500, 820, 6);
        ctx.fillStyle = '#ffffff';
        ctx.fillRect(70, 500, 820 * Math.min(1, t / seconds), 6);
      };
      const stream = canvas.captureStream(24);
      const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 350_000 });
      const chunks = [];
      recorder.ondataavailable = (e) => chunks.push(e.data);
      const done = new Promise((resolve) => (recorder.onstop = resolve));
      recorder.start(500);
      const started = performance.now();
      await new Promise((resolve) => {
        const frame = () => {
          const t = (performance.now() - started) / 1000;
          draw(t);
          if (t < seconds) requestAnimationFrame(frame);
          else resolve();
        };
        frame();
      });
      recorder.stop();
      await done;
      const blob = new Blob(chunks, { type: 'video/webm' });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    { title: tutorial.title.en, points, seconds: 8 },
  );
  const file = join(outDir, `${tutorial.slug}.webm`);
  writeFileSync(file, Buffer.from(base64, 'base64'));
  console.log(`${file}: ${Math.round((base64.length * 3) / 4 / 1024)} KB`);
}
await browser.close();
