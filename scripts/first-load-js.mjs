// Prints the first-load JavaScript of pages (every script a page's HTML loads, gzip-compressed),
// read from a running server: `node scripts/first-load-js.mjs http://localhost:3000 / /auto`.
import { gzipSync } from 'node:zlib';

const verbose = process.argv.includes('--verbose');
const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2).filter((arg) => arg !== '--verbose');
const cache = new Map();

async function gzippedSize(url) {
  if (!cache.has(url)) {
    const response = await fetch(url);
    cache.set(url, gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length);
  }
  return cache.get(url);
}

for (const path of paths.length ? paths : ['/']) {
  const response = await fetch(new URL(path, base));
  const html = await response.text();
  // noModule polyfills are never loaded by the browsers that run modules.
  const tags = [...html.matchAll(/<script[^>]*>/g)].map((match) => match[0]).filter((tag) => !/nomodule/i.test(tag));
  const sources = [...new Set(tags.map((tag) => /src="([^"]+)"/.exec(tag)?.[1]).filter(Boolean).map((src) => new URL(src.replace(/&amp;/g, '&'), base).toString()))];
  let total = 0;
  for (const source of sources) {
    const size = await gzippedSize(source);
    total += size;
    if (verbose) console.log(`  ${(size / 1024).toFixed(1).padStart(6)} KB  ${new URL(source).pathname}`);
  }
  console.log(`${path.padEnd(50)} ${response.status}  ${(total / 1024).toFixed(1)} KB gzip in ${sources.length} scripts`);
}
