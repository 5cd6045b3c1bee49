import { describe, expect, it } from 'vitest';
import { DEFAULT_PARTNERS, isValidContactLink, PARTNER_PAGE_KEYS, partnerPageSchema } from './partners';

describe('partner pages', () => {
  it.each([
    ['https://wa.me/5511987654321', true],
    ['mailto:comercial@feira.com.br', true],
    ['mailto:comercial@feira.com.br?subject=Seguro%20do%20estande', true],
    ['mailto:ninguem', false],
    ['javascript:alert(1)', false],
    ['wa.me/5511987654321', false],
  ])('contact link %s -> %s', (link, ok) => {
    expect(isValidContactLink(link)).toBe(ok);
  });

  it('ships a valid page with a working contact for every key', () => {
    for (const key of PARTNER_PAGE_KEYS) {
      const page = DEFAULT_PARTNERS[key];
      expect(partnerPageSchema.parse(page)).toEqual(page);
      expect(page.url ?? page.phoneNumber).toBeTruthy();
    }
  });
});
