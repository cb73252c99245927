import { spawn } from 'node:child_process';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/connect';
import { importDemoArrival } from '../../src/features/inventory/demo-arrival.server';
import { seedDemoInventory } from '../../src/features/inventory/seed';
import { unsubscribe } from '../../src/features/saved-searches/subscriptions/subscription-repository';
import { slugify } from '../../src/lib/search-request/slug';
import { smtpReceiver } from '../support/smtp-receiver';
import { alertRun, confirmedSearch, outboxDeps, sendDueMail } from '../support/subscriptions';
import { runAlerts } from '../../src/features/saved-searches/alerts/alert-run.server';
import { loadDocumentsAddedBetween, loadInventoryModels } from '../../src/features/search/service/load-documents';
import { claimDueMail } from '../../src/lib/mail/outbox/outbox.server';
import { backends } from '../support/test-db';
import { twoNodes } from '../support/two-nodes';

const MINUTE = 60_000;
const T0 = new Date(Date.UTC(2026, 10, 20, 9, 0, 0));
const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);

/** One header of a raw mail, unfolded. */
function header(raw: string, name: string): string | undefined {
  const match = new RegExp(`^${name}:(.*(?:\\r?\\n[ \\t].*)*)`, 'mi').exec(raw);
  return match?.[1]?.replace(/\r?\n[ \t]+/g, ' ').trim();
}

describe.each(backends)('saved-search alerts on %s', (backend) => {
  let nodes: [Database, Database];
  let close: () => Promise<void>;
  let url: string | undefined;
  let smtp: Awaited<ReturnType<typeof smtpReceiver>>;
  let refusing = false;

  beforeAll(async () => {
    ({ nodes, close, url } = await twoNodes(backend));
    // Listings dated before T0: none of them is news to a subscription confirmed at T0.
    await seedDemoInventory(nodes[0], { count: 300, seed: 7, now: at(-60) });
  });

  beforeEach(async () => {
    refusing = false;
    smtp = await smtpReceiver({ refuse: () => refusing });
  });

  afterEach(async () => {
    await smtp.close();
    await nodes[0].query(`delete from mail_outbox`);
    await nodes[0].query(`delete from subscriber_addresses`);
  });

  afterAll(async () => close());

  it('confirms, then mails a new matching listing once, with the one-click unsubscribe headers', async () => {
    const arrival = await importDemoArrival(nodes[0], 0, { dryRun: true });
    await confirmedSearch(nodes[0], { id: 'sub1', email: 'sanne@example.nl', request: { mobilityType: 'alle', brand: [slugify(arrival.brand)] }, at: at(0) });
    // The confirmation mail was queued with the request; once confirmed it is no longer wanted.
    const deps = await outboxDeps(nodes[0], smtp.url, () => at(1));
    expect(await sendDueMail(deps)).toMatchObject({ attempted: 1, sent: 0, dropped: 1 });

    await importDemoArrival(nodes[0], 0, { now: at(1) });
    // Listings settle for two minutes before a run counts them; a direct alert is due 5 minutes after confirming.
    expect(await alertRun(nodes[0], at(2))).toMatchObject({ subscriptions: 0, alerts: 0 });
    expect(await alertRun(nodes[0], at(6))).toMatchObject({ subscriptions: 1, alerts: 1 });
    expect(await sendDueMail({ ...deps, now: () => at(6) })).toMatchObject({ sent: 1 });

    expect(smtp.received).toHaveLength(1);
    const raw = smtp.received[0]?.raw ?? '';
    expect(smtp.received[0]?.to).toEqual(['sanne@example.nl']);
    expect(raw).toContain(arrival.title.slice(0, 20));
    expect(header(raw, 'List-Unsubscribe')).toBe('<http://localhost:3000/api/client/search/unsubscribe/sub1>');
    expect(header(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(header(raw, 'Message-ID')).toMatch(/^<outbox-\d+@localhost>$/);
    expect(raw).toMatch(/Content-Type: text\/plain/);
    expect(raw).toMatch(/Content-Type: text\/html/);

    // Nothing new since: no second mail.
    expect(await alertRun(nodes[0], at(12))).toMatchObject({ subscriptions: 1, alerts: 0 });
    expect(await sendDueMail({ ...deps, now: () => at(12) })).toMatchObject({ attempted: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('sends nothing for a listing that does not match, nor after an unsubscribe', async () => {
    const arrival = await importDemoArrival(nodes[0], 1, { dryRun: true });
    await confirmedSearch(nodes[0], { id: 'nomatch', email: 'a@example.nl', request: { mobilityType: 'alle', brand: ['merk-dat-niet-bestaat'] }, at: at(100) });
    await confirmedSearch(nodes[0], { id: 'gone', email: 'b@example.nl', request: { mobilityType: 'alle', brand: [slugify(arrival.brand)] }, at: at(100) });
    await unsubscribe(nodes[0].db, { id: 'gone' }, at(100));
    await importDemoArrival(nodes[0], 1, { now: at(101) });
    expect(await alertRun(nodes[0], at(110))).toMatchObject({ subscriptions: 1, alerts: 0 });
  });

  it('keeps every mail through a mail server that refuses for a while, and sends each once', async () => {
    for (let i = 0; i < 4; i++) await confirmedSearch(nodes[0], { id: `r${i}`, email: `r${i}@example.nl`, request: { mobilityType: 'alle' }, at: at(200) });
    await importDemoArrival(nodes[0], 2, { now: at(201) });
    expect(await alertRun(nodes[0], at(206))).toMatchObject({ alerts: 4 });
    refusing = true;
    let clock = at(206);
    const deps = await outboxDeps(nodes[0], smtp.url, () => clock);
    // The four confirmations were dropped; the four alerts fail twice.
    expect(await sendDueMail(deps)).toMatchObject({ sent: 0, failed: 4, dropped: 4 });
    clock = at(207);
    expect(await sendDueMail(deps)).toMatchObject({ attempted: 4, failed: 4 });
    refusing = false;
    clock = at(209);
    expect(await sendDueMail(deps)).toMatchObject({ attempted: 0 });
    clock = at(212);
    expect(await sendDueMail(deps)).toMatchObject({ attempted: 4, sent: 4 });
    clock = at(400);
    expect(await sendDueMail(deps)).toMatchObject({ attempted: 0 });
    expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual(['r0@example.nl', 'r1@example.nl', 'r2@example.nl', 'r3@example.nl']);
  });

  it('leaves no half run behind when a run dies, and a rerun mails each alert once', async () => {
    await confirmedSearch(nodes[0], { id: 'k1', email: 'k1@example.nl', request: { mobilityType: 'alle' }, at: at(300) });
    await importDemoArrival(nodes[0], 3, { now: at(301) });
    // The run dies before its first batch is written: nothing of it is left.
    const dies = runAlerts({ db: nodes[0].db, now: at(306), loadDelta: loadDocumentsAddedBetween, loadModels: () => Promise.reject(new Error('process killed')) });
    await expect(dies).rejects.toThrow('process killed');
    expect(await nodes[0].query(`select * from mail_outbox where kind = 'subscription.alert'`)).toHaveLength(0);
    expect(await alertRun(nodes[0], at(306))).toMatchObject({ subscriptions: 1, alerts: 1 });

    // A node claims the alert and dies before sending: after the lease another node sends it, once.
    const deps = await outboxDeps(nodes[1], smtp.url, () => at(306));
    await sendDueMail({ ...deps, batchSize: 1 }); // the confirmation mail, no longer wanted
    const claimed = await claimDueMail(nodes[0].db, { now: at(306), staleBefore: at(291), maxAttempts: 4 });
    expect(claimed?.kind).toBe('subscription.alert');
    expect(await sendDueMail({ ...deps, now: () => at(310) })).toMatchObject({ attempted: 0 });
    expect(await sendDueMail({ ...deps, now: () => at(322) })).toMatchObject({ attempted: 1, sent: 1 });
    expect(await sendDueMail({ ...deps, now: () => at(400) })).toMatchObject({ attempted: 0 });
    expect(smtp.received.map((mail) => mail.to[0])).toEqual(['k1@example.nl']);
  });

  it.runIf(backend === 'postgres')('loses nothing and sends nothing twice when a node is killed in the middle of a run', async () => {
    const count = 120;
    for (let i = 0; i < count; i++) await confirmedSearch(nodes[0], { id: `kill${i}`, email: `kill${i}@example.nl`, request: { mobilityType: 'alle' }, at: at(700) });
    await importDemoArrival(nodes[0], 5, { now: at(701) });
    const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'tests/support/alert-run-child.ts', url ?? '', at(706).toISOString()], { stdio: ['ignore', 'pipe', 'inherit'] });
    // Killed outright (no chance to clean up) once some of its batches are written and others are not.
    await new Promise<void>((resolve) => {
      const poll = setInterval(async () => {
        const [row] = await nodes[0].query<{ n: number }>(`select count(*)::int as n from mail_outbox where kind = 'subscription.alert'`);
        if ((row?.n ?? 0) > 0) {
          clearInterval(poll);
          child.kill('SIGKILL');
          resolve();
        }
      }, 5);
    });
    await new Promise((resolve) => child.once('exit', resolve));
    const [before] = await nodes[0].query<{ n: number }>(`select count(*)::int as n from mail_outbox where kind = 'subscription.alert'`);
    expect(before?.n).toBeGreaterThan(0);
    expect(before?.n).toBeLessThan(count);
    // After the restart the next run finishes the work: every subscription has its alert, once.
    await alertRun(nodes[1], at(706));
    const rows = await nodes[0].query<{ subscription: string; n: number }>(`select payload->>'subscriptionId' as subscription, count(*)::int as n from mail_outbox where kind = 'subscription.alert' and dedupe_key like 'alert:kill%' group by 1`);
    expect(rows).toHaveLength(count);
    expect(rows.every((row) => row.n === 1)).toBe(true);
  });

  it('shares the work between two nodes running at once: each alert is queued and sent once', async () => {
    for (let i = 0; i < 30; i++) await confirmedSearch(nodes[0], { id: `n${i}`, email: `n${i}@example.nl`, request: { mobilityType: 'alle' }, at: at(500) });
    await importDemoArrival(nodes[0], 4, { now: at(501) });
    const runs = await Promise.all(nodes.map((node) => runAlerts({ db: node.db, now: at(506), loadDelta: loadDocumentsAddedBetween, loadModels: loadInventoryModels, batchSize: 4 })));
    expect(runs.reduce((sum, run) => sum + run.alerts, 0)).toBe(30);
    expect(await nodes[0].query(`select * from mail_outbox where kind = 'subscription.alert'`)).toHaveLength(30);
    const sends = await Promise.all(nodes.map(async (node) => sendDueMail({ ...(await outboxDeps(node, smtp.url, () => at(506))), batchSize: 100 })));
    expect(sends.reduce((sum, run) => sum + run.sent, 0)).toBe(30);
    const recipients = smtp.received.map((mail) => mail.to[0]);
    expect(new Set(recipients).size).toBe(30);
    expect(recipients).toHaveLength(30);
  });
});
