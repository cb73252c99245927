import { describe, expect, it } from 'vitest';
import { APP_ENVIRONMENTS } from '@/lib/config/env';
import shell from '../../../public/locales/nl/shell.json';
import { badgeEnvironment } from './env-badge';

describe('badgeEnvironment', () => {
  it('shows on test environments and not in production or development', () => {
    const shown = APP_ENVIRONMENTS.filter((environment) => badgeEnvironment(environment) !== null);
    expect(shown).toEqual(['acceptance', 'qa1', 'qa2', 'dynamic-qa', 'integration-test']);
  });
  it('has a Dutch "… v3" label for every shown environment', () => {
    const labels = APP_ENVIRONMENTS.flatMap((environment) => {
      const key = badgeEnvironment(environment);
      return key ? [shell.envBadge[key]] : [];
    });
    expect(labels).toEqual(['Acceptatie v3', 'QA1 v3', 'QA2 v3', 'Dynamische QA v3', 'Integratietest v3']);
  });
});
