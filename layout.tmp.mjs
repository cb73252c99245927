import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
await page.goto(process.argv[2] ?? 'http://localhost:3000/auto', { waitUntil: 'load' });
await page.waitForTimeout(1000);
const result = await page.evaluate(() => {
  const measure = () => {
    const times = [];
    for (let i = 0; i < 5; i++) {
      document.documentElement.style.setProperty('--probe', String(i));
      document.body.style.width = i % 2 ? '411px' : '410px';
      const t = performance.now();
      document.body.getBoundingClientRect();
      void document.body.offsetHeight;
      times.push(performance.now() - t);
    }
    document.body.style.width = '';
    return times.sort((a, b) => a - b)[2].toFixed(2);
  };
  const out = { all: measure() };
  for (const [name, sel] of [['mega', '[id^=mega-]'], ['drawer', '#mobiel-menu'], ['filters', '#filterpaneel'], ['footer', 'footer'], ['grid', 'ul[aria-label=Zoekresultaten]'], ['header', 'header']]) {
    document.querySelectorAll(sel).forEach((el) => el.remove());
    out[name] = measure();
  }
  return out;
});
console.log(result);
await browser.close();
