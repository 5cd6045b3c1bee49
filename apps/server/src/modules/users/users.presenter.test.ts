import { describe, expect, it } from 'vitest';
import { presentListedUser, presentUser } from './users.presenter';
import type { UserListRow, UserListSqlRow } from './users.repository';

/** A list row as the driver hands it over (timestamps as text), with its company beside it. */
const sqlRow: UserListSqlRow = {
  id: '01a21823-7a69-71ba-90f1-d34e205e742e',
  firstName: 'José',
  lastName: 'da Silva',
  fullName: 'José da Silva',
  badgeName: 'Zé',
  document: '52998224725',
  email: 'jose@teste.com.br',
  phoneNumber: '+5511987654321',
  nationalPhoneNumber: '(11) 98765-4321',
  birthDate: '1990-05-31',
  gender: 0,
  profession: 'Arquiteto',
  companyName: 'Estandes Brasil',
  companyDocument: '11222333000181',
  companyId: '01a21823-0000-7000-8000-000000000001',
  sector: 'Compras',
  code: 'ABCDEFGHJK',
  ticketType: 'VIP',
  externalId: 'ext-1',
  role: 'Manager',
  status: 1,
  pendingApproval: false,
  professionalFiles: [{ url: 'https://files.example/cert.pdf' }],
  qrPrinted: true,
  checkInAt: '2026-11-26 14:47:31.123+00',
  address: { city: 'Campinas', state: 'SP', country: 'BR' },
  city: 'Campinas',
  state: 'SP',
  mobile: false,
  createdAt: '2026-11-20 09:00:00+00',
  updatedAt: '2026-11-26 14:47:31.123+00',
  companyRefId: '01a21823-0000-7000-8000-000000000001',
  companyRefName: 'Estandes Brasil Ltda',
  companyRefType: 'E',
};

/** What the list did before presentListedUser: dates parsed, then presentUser. */
function throughPresentUser({ companyRefId, companyRefName, companyRefType, ...u }: UserListSqlRow) {
  const user: UserListRow = {
    ...u,
    checkInAt: u.checkInAt === null ? null : new Date(u.checkInAt),
    createdAt: new Date(u.createdAt),
    updatedAt: new Date(u.updatedAt),
  };
  const company =
    companyRefId === null ? null : { _id: companyRefId, name: companyRefName!, companyType: companyRefType! };
  return presentUser(user, company);
}

describe('presentListedUser', () => {
  it('answers what presentUser answers for the same row, company and no company alike', () => {
    expect(presentListedUser(sqlRow)).toEqual(throughPresentUser(sqlRow));
    const alone = {
      ...sqlRow,
      companyRefId: null,
      companyRefName: null,
      companyRefType: null,
      checkInAt: null,
    };
    expect(presentListedUser(alone)).toEqual(throughPresentUser(alone));
    expect(presentListedUser(sqlRow).role).toBe('Manager');
    expect(presentListedUser(sqlRow).createdAt.toISOString()).toBe('2026-11-20T09:00:00.000Z');
  });
});
