import { CASHBACK_STATUS_OPTIONS } from '@feira/shared';
import AddIcon from '@mui/icons-material/Add';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Button } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSession } from '../../shared/api/session';
import {
  createdAtColumn,
  DataTable,
  type DataTableColumn,
  moneyColumn,
  RowAction,
  statusColumn,
} from '../../shared/ui';
import type { Cashback } from '../budgets';
import { payPath } from './api';

function columns(admin: boolean): DataTableColumn<Cashback>[] {
  return [
    createdAtColumn<Cashback>(),
    { field: 'user.fullName', header: 'Cliente', sortable: false, minWidth: 160, cardSlot: 'title' },
    { field: 'company.name', header: 'Expositor', sortable: false, visible: admin, minWidth: 160 },
    moneyColumn<Cashback>('value', 'Valor', { minWidth: 130 }),
    statusColumn<Cashback>(CASHBACK_STATUS_OPTIONS),
  ];
}

/** /cashback "Cashback": the credits, with the payment / receipt page of each. */
export function CashbackListPage() {
  const { role } = useSession();
  const navigate = useNavigate();
  return (
    <DataTable<Cashback>
      title="Cashback"
      endpoint="/cashback"
      columns={columns(role === 'Admin')}
      onRowClick={(c) => navigate(`/cashback/${c._id}`)}
      toolbar={
        <Button component={RouterLink} to="/cashback/new" variant="contained" startIcon={<AddIcon />}>
          Adicionar Cashback
        </Button>
      }
      rowActions={(c) =>
        c.transaction ? (
          <RowAction
            label="Link/recibo pagamento"
            icon={<ReceiptLongIcon fontSize="small" />}
            onClick={() => window.open(payPath(c.transaction!), '_blank', 'noopener')}
          />
        ) : null
      }
    />
  );
}
