import {
  COMPANY_TYPE_OPTIONS,
  formatCpf,
  formatDateTime,
  labelOf,
  MAX_TAKE,
  normalizeRole,
  PROFESSION_OPTIONS,
  ROLE_LABELS,
  ROLES,
  type Role,
  registrationLinkTypeOf,
  SCREEN_MESSAGES,
  UI_TEXT,
  USER_STATUS_OPTIONS,
  YES_NO_OPTIONS,
} from '@feira/shared';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import { Button } from '@mui/material';
import { useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSession } from '../../shared/api/session';
import {
  CopyLinkButton,
  createdAtColumn,
  DataTable,
  type DataTableColumn,
  type DataTableHandle,
  DeleteConfirmDialog,
  dateTimeColumn,
  EditRowAction,
  type Notice,
  NoticeSnackbar,
  RowAction,
  statusColumn,
} from '../../shared/ui';
import { registrationLink } from '../companies';
import { type BadgeJobRecord, deleteUser, sendWelcome, type UserRecord } from './api';
import { BadgeJobProgress } from './BadgeJobProgress';
import { CheckInUploadButton } from './CheckInUploadButton';
import { EditUserDialog } from './EditUserDialog';
import { ImportUsersButton } from './ImportUsersDialog';
import { printBadges } from './printBadges';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const yesNo = (v: unknown) => (v ? UI_TEXT.yes : UI_TEXT.no);
export const roleLabel = (role: string) => {
  const canonical = normalizeRole(role);
  return canonical ? ROLE_LABELS[canonical] : role;
};
export const professionLabel = (p: string | null | undefined) => labelOf(PROFESSION_OPTIONS, p, p ?? '');
export const companyTypeLabel = (t: string | null | undefined) => labelOf(COMPANY_TYPE_OPTIONS, t, '');

function userColumns(role: Role | undefined): DataTableColumn<UserRecord>[] {
  const admin = role === 'Admin';
  const staff = admin || role === 'Receptionist';
  const columns: DataTableColumn<UserRecord>[] = [
    createdAtColumn({ visible: admin }),
    // the two admin extras give way below 1536 px so the name and e-mail are in view at 1366 (issue 39)
    dateTimeColumn<UserRecord>('updatedAt', 'Data de atualização', {
      visible: admin,
      hideOnMobile: true,
      hideBelow: 'xl',
    }),
    {
      field: 'mobile',
      // the account came from the mobile app (issue 39 item 17: a Portuguese header)
      header: 'Cadastro pelo app',
      text: (u) => yesNo(u.mobile),
      filter: { kind: 'select', options: YES_NO_OPTIONS },
      visible: admin,
      hideOnMobile: true,
      hideBelow: 'xl',
    },
    { field: 'fullName', header: 'Nome', filter: { kind: 'text' }, minWidth: 180, cardSlot: 'title' },
    { field: 'email', header: 'E-mail', filter: { kind: 'text' }, minWidth: 200, cardSlot: 'wide' },
    {
      field: 'document',
      header: 'CPF',
      kind: 'code',
      text: (u) => formatCpf(u.document),
      filter: { kind: 'text' },
      minWidth: 140,
    },
    {
      field: 'company.name',
      header: 'Empresa',
      text: (u) => u.company?.name ?? u.companyName ?? '',
      sortField: 'companyName',
      filter: { kind: 'text', field: 'companyName' },
      minWidth: 240,
    },
    {
      field: 'company.companyType',
      header: 'Tipo',
      text: (u) => companyTypeLabel(u.company?.companyType),
      sortable: false,
      minWidth: 170,
      visible: staff,
    },
    {
      field: 'profession',
      header: 'Profissão',
      text: (u) => professionLabel(u.profession),
      filter: { kind: 'select', options: PROFESSION_OPTIONS },
      minWidth: 200,
    },
    { field: 'sector', header: 'Setor', filter: { kind: 'text' }, hideOnMobile: true },
    { field: 'code', header: 'Código', filter: { kind: 'text' }, kind: 'code' },
    { field: 'ticketType', header: 'Ingresso', filter: { kind: 'text' }, hideOnMobile: true },
    {
      field: 'checkInAt',
      header: 'Check-in',
      kind: 'dateTime',
      text: (u) => (u.checkInAt ? formatDateTime(u.checkInAt) : UI_TEXT.no),
      filter: { kind: 'select', field: 'checkIn', options: YES_NO_OPTIONS },
      minWidth: 175,
    },
    {
      field: 'qrPrinted',
      header: 'Crachá impresso',
      text: (u) => yesNo(u.qrPrinted),
      filter: { kind: 'select', options: YES_NO_OPTIONS },
      visible: staff,
    },
    {
      field: 'role',
      header: 'Perfil',
      text: (u) => roleLabel(u.role),
      filter: { kind: 'select', options: ROLE_OPTIONS },
      visible: admin,
    },
    statusColumn<UserRecord>(USER_STATUS_OPTIONS, { cardSlot: 'aside' }),
  ];
  // one row height (issue 9 item 6): a long company or e-mail widens its column instead of wrapping
  return columns.map((c) => ({ ...c, noWrap: true }));
}

/** The users table of /user: columns, actions and tools by role. */
export function UsersTable() {
  const { role, user: me } = useSession();
  const navigate = useNavigate();
  const tableRef = useRef<DataTableHandle>(null);
  const [editing, setEditing] = useState<UserRecord | null>(null);
  const [deleting, setDeleting] = useState<UserRecord | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [printing, setPrinting] = useState(false);
  /** a big batch's job while the server's queue draws it (BadgeJobProgress) */
  const [badgeJob, setBadgeJob] = useState<BadgeJobRecord | null>(null);
  const admin = role === 'Admin';
  const prints = admin || role === 'Receptionist';

  const print = async (ids: string[]) => {
    setPrinting(true);
    try {
      await printBadges(ids, setBadgeJob);
    } catch (err) {
      setNotice({ severity: 'error', message: (err as Error).message });
    } finally {
      setPrinting(false);
      setBadgeJob(null);
      await tableRef.current?.reload();
    }
  };

  const welcome = async (u: UserRecord) => {
    try {
      await sendWelcome(u._id);
      setNotice({ severity: 'success', message: SCREEN_MESSAGES.welcomeEmailSent });
    } catch (err) {
      setNotice({ severity: 'error', message: (err as Error).message });
    }
  };

  const myCompany = me?.company;
  const myRegistrationLink =
    (role === 'Manager' || role === 'Builder') && myCompany
      ? () => registrationLink(registrationLinkTypeOf(myCompany.companyType), myCompany._id)
      : null;

  const toolbar = (
    <>
      {admin && <CheckInUploadButton onDone={() => tableRef.current?.reload()} />}
      {admin && <ImportUsersButton onDone={() => tableRef.current?.reload()} />}
      {myRegistrationLink && (
        <CopyLinkButton
          variant="button"
          link={myRegistrationLink}
          label="Link de cadastro"
          tooltip="Gerar link de cadastro"
          size="medium"
        />
      )}
      <Button component={RouterLink} to="/user/new" variant="contained" startIcon={<PersonAddAlt1Icon />}>
        Adicionar
      </Button>
    </>
  );

  return (
    <>
      <DataTable<UserRecord>
        ref={tableRef}
        title="Usuários"
        endpoint="/user"
        columns={userColumns(role)}
        exportChunkSize={MAX_TAKE}
        exportName="Usuários"
        onRowClick={admin ? (u) => navigate(`/user/${u._id}`) : undefined}
        selectable={prints}
        selectionActions={(rows, clear) => (
          <Button
            variant="contained"
            size="small"
            startIcon={<PrintOutlinedIcon />}
            loading={printing}
            onClick={async () => {
              await print(rows.map((r) => r._id));
              clear();
            }}
          >
            {UI_TEXT.printBadge} ({rows.length})
          </Button>
        )}
        toolbar={toolbar}
        rowActions={(u) => (
          <>
            {prints && (
              <RowAction
                label={UI_TEXT.printBadge}
                icon={<PrintOutlinedIcon fontSize="small" />}
                disabled={printing}
                onClick={() => print([u._id])}
              />
            )}
            <EditRowAction onClick={() => setEditing(u)} />
            {admin && (
              <RowAction
                label="Enviar e-mail de boas-vindas"
                icon={<MailOutlineIcon fontSize="small" />}
                onClick={() => welcome(u)}
              />
            )}
            {admin && (
              <RowAction
                label="Excluir"
                color="error"
                icon={<DeleteOutlineIcon fontSize="small" />}
                onClick={() => setDeleting(u)}
              />
            )}
          </>
        )}
      />
      <EditUserDialog
        user={editing}
        onClose={() => setEditing(null)}
        onNotice={(message) => setNotice({ severity: 'success', message })}
      />
      <DeleteConfirmDialog
        open={!!deleting}
        title="Excluir Usuário"
        itemName={deleting?.fullName ?? ''}
        onConfirm={async () => {
          if (deleting) await deleteUser(deleting._id);
        }}
        onClose={() => setDeleting(null)}
        reloadList="/user"
      />
      <BadgeJobProgress job={badgeJob} />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
