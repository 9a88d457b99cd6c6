import { launchBrowser, loaded, newVisitor } from './browser';
import { startProduct, type RunningProduct } from './product';

let product: RunningProduct;
beforeAll(async () => { product = await startProduct(); }, 120000);
afterAll(async () => { await product.stop(); });

it('metrics', async () => {
  const browser = await launchBrowser();
  const out: string[] = [];
  for (let i = 0; i < 4; i++) {
    const c = await newVisitor(browser, { baseURL: product.url, language: 'en' });
    const p = await c.newPage();
    const cdp = await c.newCDPSession(p);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    await p.goto('/'); await p.locator('main h1').first().waitFor(); await loaded(p);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const m = Object.fromEntries(metrics.map((x: any) => [x.name, x.value]));
    out.push(`fresh: task ${(m.TaskDuration*1000).toFixed(0)} ms, script ${(m.ScriptDuration*1000).toFixed(0)}, v8compile ${(m.V8CompileDuration*1000).toFixed(0)}, layout ${(m.LayoutDuration*1000).toFixed(0)}, style ${(m.RecalcStyleDuration*1000).toFixed(0)}, JSHeap ${(m.JSHeapUsedSize/1e6).toFixed(1)} MB, nodes ${m.Nodes}, resources ${await p.evaluate(() => performance.getEntriesByType('resource').length)}`);
    await p.goto('/faq'); await p.locator('main h1').first().waitFor(); await loaded(p);
    const m2 = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((x: any) => [x.name, x.value]));
    out.push(`  + warm nav: task ${((m2.TaskDuration-m.TaskDuration)*1000).toFixed(0)} ms, script ${((m2.ScriptDuration-m.ScriptDuration)*1000).toFixed(0)}, compile ${((m2.V8CompileDuration-m.V8CompileDuration)*1000).toFixed(0)}`);
    await c.close();
  }
  console.log(out.join('\n'));
  await browser.close();
}, 300000);
