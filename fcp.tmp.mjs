import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const url = process.argv[2] ?? 'http://localhost:3000/auto';
const variants = {
  full: (h) => h,
  noMega: (h) => h.replace(/<div id="mega-[\s\S]*?<\/aside><\/div><\/div><\/div>/g, ''),
  noFilters: (h) => h.replace(/<section id="filterpaneel"[\s\S]*?<\/section>/, ''),
  noFlight: (h) => h.replace(/<script[^>]*>self\.__next_f[\s\S]*?<\/script>/g, '').replace(/<script[^>]*src=[^>]*><\/script>/g, ''),
};
for (const [name, edit] of Object.entries(variants)) {
  const results = [];
  for (let run = 0; run < 5; run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.route(url, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: edit(await response.text()) });
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(1500);
    const metrics = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
    const paint = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      return { fcp, size: document.documentElement.outerHTML.length, nodes: document.querySelectorAll('*').length };
    });
    results.push({ fcp: Math.round(paint.fcp), layout: Math.round(metrics.LayoutDuration * 1000), style: Math.round(metrics.RecalcStyleDuration * 1000), script: Math.round(metrics.ScriptDuration * 1000), nodes: paint.nodes });
    await context.close();
  }
  const med = (k) => results.map((r) => r[k]).sort((a, b) => a - b)[2];
  console.log(name.padEnd(10), 'fcp', med('fcp'), 'layout', med('layout'), 'style', med('style'), 'script', med('script'), 'nodes', med('nodes'));
}
await browser.close();
