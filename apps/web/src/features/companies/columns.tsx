import { formatCnpj, formatPhone } from '@feira/shared';
import { Box } from '@mui/material';
import { createdAtColumn, type DataTableColumn } from '../../shared/ui';
import type { Company } from './types';

/**
 * Creation date, Razão Social, Nome, CNPJ, Telefone, E-mail: the columns every company list shares.
 * They fit a 1366-px laptop with the sidebar open and the admin's three row actions: the phone gives
 * way below 1536 px (still in the export, the cards and the details page) and long e-mails wrap.
 */
export function companyColumns(opts: { showCreatedAt: boolean }): DataTableColumn<Company>[] {
  return [
    createdAtColumn<Company>({ visible: opts.showCreatedAt }),
    { field: 'name', header: 'Razão Social', filter: { kind: 'text' }, minWidth: 160, cardSlot: 'title' },
    { field: 'socialName', header: 'Nome', filter: { kind: 'text' }, minWidth: 130 },
    {
      field: 'document',
      header: 'CNPJ',
      kind: 'code',
      text: (c) => formatCnpj(c.document),
      filter: { kind: 'text' },
      minWidth: 150,
    },
    {
      field: 'phoneNumber',
      header: 'Telefone',
      kind: 'code',
      text: (c) => formatPhone(c.phoneNumber),
      sortable: false,
      minWidth: 140,
      hideBelow: 'xl',
    },
    {
      field: 'email',
      header: 'E-mail',
      filter: { kind: 'text' },
      minWidth: 150,
      render: (c) => <WrappingEmail email={c.email} />,
      cardSlot: 'wide',
    },
  ];
}

/** An e-mail that wraps before its "@" first, and anywhere only when the domain is still too long. */
function WrappingEmail({ email }: { email: string | null | undefined }) {
  if (!email) return null;
  const at = email.indexOf('@');
  return (
    <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
      {at > 0 ? (
        <>
          {email.slice(0, at)}
          <wbr />
          {email.slice(at)}
        </>
      ) : (
        email
      )}
    </Box>
  );
}
