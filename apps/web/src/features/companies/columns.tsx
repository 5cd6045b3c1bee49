import { formatCnpj, formatPhoneBR } from '@feira/shared';
import { createdAtColumn, type DataTableColumn } from '../../shared/ui';
import type { Company } from './types';

/** Creation date, Razão Social, Nome, CNPJ, Telefone, E-mail: the columns every company list shares. */
export function companyColumns(opts: { showCreatedAt: boolean }): DataTableColumn<Company>[] {
  return [
    createdAtColumn<Company>({ visible: opts.showCreatedAt }),
    { field: 'name', header: 'Razão Social', filter: { kind: 'text' }, minWidth: 180, cardSlot: 'title' },
    { field: 'socialName', header: 'Nome', filter: { kind: 'text' }, minWidth: 160 },
    {
      field: 'document',
      header: 'CNPJ',
      text: (c) => formatCnpj(c.document),
      filter: { kind: 'text' },
      minWidth: 170,
    },
    {
      field: 'phoneNumber',
      header: 'Telefone',
      text: (c) => formatPhoneBR(c.phoneNumber),
      sortable: false,
      minWidth: 140,
    },
    { field: 'email', header: 'E-mail', filter: { kind: 'text' }, cardSlot: 'wide' },
  ];
}

/** The public sign-up link of a company: `<origin>/Cadastro/<expositor|provider|builder>/<id>`. */
export function registrationLink(linkType: string, companyId: string): string {
  return `${window.location.origin}/Cadastro/${linkType}/${companyId}`;
}
