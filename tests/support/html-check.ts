import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * The W3C Nu HTML checker (npm `vnu-jar`, run with the machine's Java), over server HTML as a
 * crawler receives it (issue 17, item 10). One JVM start for all pages: about 3 s.
 */
const VNU_JAR = path.join(process.cwd(), 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

interface VnuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Each page's errors as "path: message — extract", empty when every page is valid. */
export async function htmlErrors(pages: ReadonlyMap<string, string>): Promise<string[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
  try {
    const files = new Map<string, string>();
    [...pages].forEach(([page, html], i) => {
      const file = path.join(dir, `page-${i}.html`);
      writeFileSync(file, html);
      files.set(`file:${file}`, page);
    });
    // vnu exits 1 when it finds errors; its JSON report is on stderr either way.
    const { stderr } = await promisify(execFile)('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...[...files.keys()].map((url) => url.slice(5))], { maxBuffer: 64 * 1024 * 1024 }).catch(
      (error: { stderr?: string; code?: number }) => {
        if (error.code !== 1 || !error.stderr) throw error;
        return { stderr: error.stderr };
      },
    );
    const report = JSON.parse(stderr) as { messages: VnuMessage[] };
    return report.messages
      .filter((message) => message.type === 'error' || message.type === 'non-document-error')
      .map((message) => `${files.get(message.url ?? '') ?? message.url}: ${message.message} — ${(message.extract ?? '').replace(/\s+/g, ' ').slice(0, 160)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
