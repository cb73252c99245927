import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/config/env';
import { EMERGENCY_PHONE, roadsidePhone } from './roadside-phone';

describe('the roadside number', () => {
  it('shows the default as written and dials it in the international form', () => {
    expect(roadsidePhone(parseEnv({}).ROADSIDE_PHONE)).toEqual({ display: '088-2692888', href: 'tel:+31882692888' });
  });

  it('takes a configured number, national or international', () => {
    expect(roadsidePhone(' 030 123 45 67 ')).toEqual({ display: '030 123 45 67', href: 'tel:+31301234567' });
    expect(roadsidePhone('+31 20 123 4567')).toEqual({ display: '+31 20 123 4567', href: 'tel:+31201234567' });
  });

  it('dials 112 as 112', () => {
    expect(EMERGENCY_PHONE.href).toBe('tel:112');
  });
});
