// Prints the first-load JavaScript of pages (every script a page's HTML loads), read from a running
// server: as sent to a browser that takes Brotli (the bytes on the wire), and gzip-compressed at
// level 9 (the measure of earlier runs). `node scripts/first-load-js.mjs http://localhost:3000 / /auto`.
import http from 'node:http';
import https from 'node:https';
import { gzipSync } from 'node:zlib';

const verbose = process.argv.includes('--verbose');
const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2).filter((arg) => arg !== '--verbose');
const cache = new Map();

/** The response body as raw bytes, not decoded (fetch would decode it). */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    (url.startsWith('https:') ? https : http)
      .get(url, { headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks)));
      })
      .on('error', reject);
  });
}

async function sizes(url) {
  if (!cache.has(url)) {
    const sent = (await rawGet(url, { 'accept-encoding': 'br, gzip' })).length;
    const gzip = gzipSync(await rawGet(url, {}), { level: 9 }).length;
    cache.set(url, { sent, gzip });
  }
  return cache.get(url);
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
for (const path of paths.length ? paths : ['/']) {
  const response = await fetch(new URL(path, base));
  const html = await response.text();
  // noModule polyfills are never loaded by the browsers that run modules.
  const tags = [...html.matchAll(/<script[^>]*>/g)].map((match) => match[0]).filter((tag) => !/nomodule/i.test(tag));
  // A chunk held until the first photo (decision 054) is still loaded at first: its address is in data-src.
  const sources = [...new Set(tags.map((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1] ?? /\sdata-src="([^"]+)"/.exec(tag)?.[1]).filter(Boolean).map((src) => new URL(src.replace(/&amp;/g, '&'), base).toString()))];
  let sent = 0;
  let gzip = 0;
  for (const source of sources) {
    const size = await sizes(source);
    sent += size.sent;
    gzip += size.gzip;
    if (verbose) console.log(`  ${kb(size.sent).padStart(6)} KB sent ${kb(size.gzip).padStart(6)} KB gzip  ${new URL(source).pathname}`);
  }
  console.log(`${path.padEnd(50)} ${response.status}  ${kb(sent)} KB as sent, ${kb(gzip)} KB gzip, in ${sources.length} scripts`);
}
