import { describe, expect, it } from 'vitest';
import { ROLES } from '../roles';
import { mayChangeEmail } from './account-rules';

// Issue 37 item 2: who may change an existing account's e-mail (server and web read this one rule).
describe('mayChangeEmail', () => {
  const target = { id: 'alvo', companyId: 'empresa-a' };

  it('lets the account itself, an admin and a manager of the same company', () => {
    expect(mayChangeEmail({ id: 'alvo', role: 'User', companyId: 'empresa-a' }, target)).toBe(true);
    expect(mayChangeEmail({ id: 'adm', role: 'Admin', companyId: null }, target)).toBe(true);
    expect(mayChangeEmail({ id: 'ger', role: 'Manager', companyId: 'empresa-a' }, target)).toBe(true);
  });

  it('refuses a manager of another company and every other role', () => {
    expect(mayChangeEmail({ id: 'ger', role: 'Manager', companyId: 'empresa-b' }, target)).toBe(false);
    expect(
      mayChangeEmail({ id: 'ger', role: 'Manager', companyId: null }, { id: 'x', companyId: null }),
    ).toBe(false);
    for (const role of ROLES.filter((r) => r !== 'Admin' && r !== 'Manager'))
      expect(mayChangeEmail({ id: 'outro', role, companyId: 'empresa-a' }, target), role).toBe(false);
  });
});
