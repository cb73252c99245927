/**
 * An alert run in a process of its own (a node of the app), so a test can kill it in the middle:
 * `node --conditions=react-server --import tsx tests/support/alert-run-child.ts <database url> <ISO now>`.
 */
import { connect } from '../../src/db/connect';
import { runAlerts } from '../../src/features/saved-searches/alerts/alert-run.server';
import { loadDocumentsAddedBetween, loadInventoryModels } from '../../src/features/search/service/load-documents';

const [databaseUrl, now] = process.argv.slice(2);
if (!databaseUrl || !now) throw new Error('usage: alert-run-child <database url> <ISO now>');
const database = await connect({ databaseUrl, migrate: false });
// Small batches, each its own transaction: the run is long enough to be killed half-way.
const run = await runAlerts({ db: database.db, now: new Date(now), batchSize: 3, loadDelta: loadDocumentsAddedBetween, loadModels: loadInventoryModels });
process.stdout.write(`${JSON.stringify(run)}\n`);
await database.close();
