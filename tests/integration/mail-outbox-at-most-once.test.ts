import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/connect';
import { createMailer } from '../../src/lib/mail/mailer';
import { enqueueMail, HANDED_OVER_NOTE } from '../../src/lib/mail/outbox/outbox.server';
import { sendDueMail, type MailRenderer, type OutboxDeps } from '../../src/lib/mail/outbox/send-due-mail.server';
import type { Mailer } from '../../src/lib/mail/types';
import { smtpReceiver } from '../support/smtp-receiver';
import { backends, type Backend } from '../support/test-db';
import { twoNodes } from '../support/two-nodes';

const MINUTE = 60_000;
const T0 = new Date(Date.UTC(2026, 11, 1, 9, 0, 0));
const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);
const KIND = 'test.plain';
const render: MailRenderer = async (mail) => ({ to: mail.recipient, subject: String(mail.payload.subject), text: 'Hallo', html: '<p>Hallo</p>' });
/** A promise that never settles: the process "died" here, nothing after it runs. */
const never = () => new Promise<never>(() => undefined);

type Row = { status: string; attempts: number; handed_over_at: Date | null; last_error: string | null };

describe.each(backends)('the outbox sends a mail at most once where the receiver accepted it, on %s', (backend: Backend) => {
  let nodes: [Database, Database];
  let close: () => Promise<void>;
  let url: string | undefined;
  let smtp: Awaited<ReturnType<typeof smtpReceiver>>;
  let beforeAccept: () => Promise<void> = async () => undefined;

  const deps = async (database: Database, mailer?: Mailer, renderers: Record<string, MailRenderer> = { [KIND]: render }): Promise<OutboxDeps> => ({
    db: database.db,
    mailer: mailer ?? createMailer({ smtpUrl: smtp.url, from: 'viaBOVAG <noreply@viabovag.nl>', mailboxDir: await mkdtemp(path.join(tmpdir(), 'mailbox-')) }),
    renderers,
    retrySchedule: [1, 5],
    messageIdHost: 'localhost',
  });
  const queue = (key: string) => nodes[0].db.transaction((tx) => enqueueMail(tx, [{ kind: KIND, recipient: `${key}@example.nl`, payload: { subject: key }, dedupeKey: key }], at(0)));
  const row = async (key: string) => (await nodes[0].query<Row>(`select status, attempts, handed_over_at, last_error from mail_outbox where dedupe_key = '${key}'`))[0];

  beforeAll(async () => {
    ({ nodes, close, url } = await twoNodes(backend));
  });
  beforeEach(async () => {
    beforeAccept = async () => undefined;
    smtp = await smtpReceiver({ beforeAccept: () => beforeAccept() });
  });
  afterEach(async () => {
    await smtp.close();
    await nodes[0].query('delete from mail_outbox');
  });
  afterAll(async () => close());

  it('does not send again a mail whose process died after the mail server accepted it', async () => {
    await queue('accepted');
    const real = (await deps(nodes[0])).mailer;
    // The mail server accepts; the process dies before markMailSent.
    const dying: Mailer = { send: async (message) => (await real.send(message), never()) };
    void sendDueMail({ ...(await deps(nodes[0], dying)), now: () => at(1) });
    await expect.poll(() => smtp.received.length).toBe(1);
    await expect.poll(async () => (await row('accepted'))?.handed_over_at).not.toBeNull();
    expect(await row('accepted')).toMatchObject({ status: 'sending', attempts: 1 });

    // Within the lease nobody touches it; after it the other node closes it without sending.
    expect(await sendDueMail({ ...(await deps(nodes[1])), now: () => at(10) })).toMatchObject({ attempted: 0 });
    expect(await sendDueMail({ ...(await deps(nodes[1])), now: () => at(17) })).toMatchObject({ attempted: 0, abandoned: 0 });
    expect(await sendDueMail({ ...(await deps(nodes[1])), now: () => at(60) })).toMatchObject({ attempted: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(await row('accepted')).toMatchObject({ status: 'sent', attempts: 1, last_error: HANDED_OVER_NOTE });
  });

  it('still sends a mail whose process died before handing it over, once', async () => {
    await queue('before');
    // The process dies while it renders: nothing reached the mail server.
    void sendDueMail({ ...(await deps(nodes[0], undefined, { [KIND]: never })), now: () => at(1) });
    await expect.poll(async () => (await row('before'))?.status).toBe('sending');
    expect(await sendDueMail({ ...(await deps(nodes[1])), now: () => at(10) })).toMatchObject({ attempted: 0 });
    expect(await sendDueMail({ ...(await deps(nodes[1])), now: () => at(17) })).toMatchObject({ attempted: 1, sent: 1 });
    expect(smtp.received.map((mail) => mail.to)).toEqual([['before@example.nl']]);
    expect(await row('before')).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  });

  it('tries a refused mail again: a refusal is no hand-over', async () => {
    await queue('refused');
    const refusing: Mailer = { send: () => Promise.reject(new Error('421 try again later')) };
    expect(await sendDueMail({ ...(await deps(nodes[0], refusing)), now: () => at(1) })).toMatchObject({ failed: 1 });
    expect(await row('refused')).toMatchObject({ status: 'pending', handed_over_at: null });
    expect(await sendDueMail({ ...(await deps(nodes[1])), now: () => at(3) })).toMatchObject({ sent: 1 });
    expect(smtp.received).toHaveLength(1);
  });

  it.runIf(backend === 'postgres')('does not send again after a node process is killed between the acceptance and markMailSent', async () => {
    await queue('killed');
    const lock = new pg.Client({ connectionString: url });
    await lock.connect();
    // When the message arrives, the test holds the row so markMailSent cannot finish, lets the server
    // accept, and kills the process outright (SIGKILL: no chance to clean up) once it has the answer.
    beforeAccept = async () => {
      await lock.query('begin');
      await lock.query(`select id from mail_outbox where dedupe_key = 'killed' for update`);
    };
    const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'tests/support/outbox-send-child.ts', url ?? '', smtp.url, at(1).toISOString()], { stdio: ['ignore', 'pipe', 'inherit'] });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBe(1);
    // The child got the server's answer and now waits on the row lock in markMailSent.
    const waiting = async () => (await lock.query<{ pid: number }>(`select pid from pg_stat_activity where wait_event_type = 'Lock' and query like 'update "mail_outbox"%'`)).rows;
    await expect.poll(async () => (await waiting()).length, { timeout: 10_000 }).toBe(1);
    child.kill('SIGKILL');
    expect(await exited).toBeNull();
    // A backend blocked on a lock does not notice its client is gone; the update it already got
    // stands for one the dead process never sent, so it ends with the process.
    for (const { pid } of await waiting()) await lock.query('select pg_terminate_backend($1)', [pid]);
    await lock.query('rollback');
    await lock.end();
    expect(await row('killed')).toMatchObject({ status: 'sending', attempts: 1 });
    expect((await row('killed'))?.handed_over_at).not.toBeNull();

    // The restarted node, after the lease: closes it, sends nothing.
    expect(await sendDueMail({ ...(await deps(nodes[1])), now: () => at(17) })).toMatchObject({ attempted: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(await row('killed')).toMatchObject({ status: 'sent', last_error: HANDED_OVER_NOTE });
  }, 40_000);
});
