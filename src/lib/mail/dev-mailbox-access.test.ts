import { describe, expect, it } from 'vitest';
import { mayReadMailbox } from './dev-mailbox-access';

const KEY = 'a-long-enough-secret-key';

describe('mayReadMailbox', () => {
  it('opens in development without a key', () => {
    expect(mayReadMailbox({ appEnv: 'development', nodeEnv: 'production', configuredKey: undefined, suppliedKey: undefined })).toBe(true);
    expect(mayReadMailbox({ appEnv: 'production', nodeEnv: 'development', configuredKey: undefined, suppliedKey: undefined })).toBe(true);
  });

  it('stays shut in acceptance and every QA environment without a configured key', () => {
    for (const appEnv of ['acceptance', 'qa1', 'qa2', 'dynamic-qa', 'integration-test', 'production']) {
      expect(mayReadMailbox({ appEnv, nodeEnv: 'production', configuredKey: undefined, suppliedKey: 'anything' })).toBe(false);
    }
  });

  it('opens outside development only for the configured key', () => {
    const base = { appEnv: 'acceptance', nodeEnv: 'production', configuredKey: KEY };
    expect(mayReadMailbox({ ...base, suppliedKey: KEY })).toBe(true);
    expect(mayReadMailbox({ ...base, suppliedKey: undefined })).toBe(false);
    expect(mayReadMailbox({ ...base, suppliedKey: `${KEY}x` })).toBe(false);
    expect(mayReadMailbox({ ...base, suppliedKey: KEY.replace('a', 'b') })).toBe(false);
  });
});
