import { spawn } from 'node:child_process';
import { buildIfStale, SERVER_ENTRY } from './build-if-stale';
import { prepareData } from './prepare-data';
import { envOrExit } from './env-or-exit';

// `npm start`: build when missing or stale, migrate, seed (or finish an interrupted seed), then serve.
const started = Date.now();
const env = envOrExit();
buildIfStale();
await prepareData();

// scripts/serve.ts, bundled with the build: Next.js behind the front door that owns the socket (decision 017).
const server = spawn(process.execPath, [SERVER_ENTRY], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
console.log(`› Klaar voor gebruik na ${((Date.now() - started) / 1000).toFixed(1)} s: http://localhost:${env.PORT}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));
