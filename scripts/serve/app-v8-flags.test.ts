import { describe, expect, it } from 'vitest';
import { appExecArgv } from './app-v8-flags';

describe('appExecArgv', () => {
  it('adds the larger young generation before the front door’s own flags', () => {
    expect(appExecArgv(['--enable-source-maps'])).toEqual(['--max-semi-space-size=32', '--enable-source-maps']);
  });

  it('leaves an operator’s own choice alone, on the command line or in NODE_OPTIONS, in either spelling', () => {
    expect(appExecArgv(['--max-semi-space-size=8'])).toEqual(['--max-semi-space-size=8']);
    expect(appExecArgv([], '--max-old-space-size=4096 --max_semi_space_size=64')).toEqual([]);
  });
});
