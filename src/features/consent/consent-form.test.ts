import { describe, expect, it } from 'vitest';
import { EVERYTHING, NECESSARY_ONLY } from './consent-cookie';
import { choiceFromForm, returnPath, SAVED_PATH } from './consent-form';

describe('the cookie question as a form post', () => {
  it('takes the banner’s buttons and the page’s boxes', () => {
    expect(choiceFromForm(new URLSearchParams('keuze=alles'))).toEqual(EVERYTHING);
    expect(choiceFromForm(new URLSearchParams('keuze=noodzakelijk&analytics=ja'))).toEqual(NECESSARY_ONLY);
    expect(choiceFromForm(new URLSearchParams('keuze=eigen&analytics=ja'))).toEqual({ analytics: true, marketing: false });
    expect(choiceFromForm(new URLSearchParams(''))).toEqual(NECESSARY_ONLY);
  });

  it('goes back to a page of this site only', () => {
    expect(returnPath('/auto/merk-volkswagen')).toBe('/auto/merk-volkswagen');
    for (const elsewhere of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '', null, '/a\r\nSet-Cookie: x=1']) {
      expect(returnPath(elsewhere)).toBe(SAVED_PATH);
    }
  });
});
