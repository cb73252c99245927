import { parseArgs } from 'node:util';
import { parseEnv } from '../src/lib/config/env';
import { parseScopes } from '../src/features/dealer-feed/api-keys';
import { createDealerKey, KeyError, listDealerKeys, revokeDealerKey, rotateDealerKey } from '../src/features/dealer-feed/key-store';
import { openDatabaseOrExit } from './open-database';

/**
 * The dealer API keys (issue 19, decision 034):
 *   npm run dealer-key -- create --dealer <extern id> [--dealer …] [--scope listings,leads] --label "<naam>"
 *   npm run dealer-key -- list
 *   npm run dealer-key -- rotate <key id>
 *   npm run dealer-key -- revoke <key id>
 * A key is shown once, at create and rotate; the database keeps only its hash.
 */
const USAGE = `Gebruik:
  npm run dealer-key -- create --dealer <extern id> [--dealer …] [--scope listings,leads] --label "<naam>"
  npm run dealer-key -- list
  npm run dealer-key -- rotate <sleutel-id>
  npm run dealer-key -- revoke <sleutel-id>`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { dealer: { type: 'string', multiple: true }, scope: { type: 'string' }, label: { type: 'string' }, help: { type: 'boolean' } },
});
const [command, keyId] = positionals;
if (values.help || !command) {
  console.log(USAGE);
  process.exit(command ? 0 : 1);
}

const env = parseEnv(process.env);
// On PGlite this refuses while the server holds the folder: a second process's writes would be lost (issue 49).
const database = await openDatabaseOrExit(env);
const date = (value: Date | null) => (value ? new Date(value).toISOString().slice(0, 16).replace('T', ' ') : '—');
let exitCode = 0;
try {
  if (command === 'create') {
    const issued = await createDealerKey(database, { label: values.label ?? '', dealerExternalIds: values.dealer ?? [], scopes: parseScopes(values.scope ?? 'listings,leads') });
    console.log(`Sleutel ${issued.keyId} gemaakt. Dit is de enige keer dat hij te zien is; bewaar hem veilig:\n\n  ${issued.token}\n`);
  } else if (command === 'rotate' && keyId) {
    const issued = await rotateDealerKey(database, keyId);
    console.log(`Nieuw geheim voor ${issued.keyId}; het oude werkt niet meer. Bewaar dit veilig:\n\n  ${issued.token}\n`);
  } else if (command === 'revoke' && keyId) {
    await revokeDealerKey(database, keyId);
    console.log(`Sleutel ${keyId} ingetrokken.`);
  } else if (command === 'list') {
    for (const key of await listDealerKeys(database)) {
      const state = key.revokedAt ? `ingetrokken ${date(key.revokedAt)}` : 'actief';
      console.log(`${key.keyId}  ${key.label}  dealers: ${key.dealerExternalIds.join(', ')}  scope: ${key.scopes.join(', ')}  ${state}  laatst gebruikt: ${date(key.lastUsedAt)}`);
    }
  } else {
    console.error(USAGE);
    exitCode = 1;
  }
} catch (error) {
  if (!(error instanceof KeyError) && !(error instanceof Error && error.message.startsWith('Onbekende scope'))) throw error;
  console.error(error.message);
  exitCode = 1;
} finally {
  await database.close();
}
process.exit(exitCode);
