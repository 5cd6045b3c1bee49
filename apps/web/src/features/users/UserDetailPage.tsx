import {
  brStateName,
  formatCnpj,
  formatCpf,
  formatDate,
  formatDateTime,
  formatPhone,
  GENDER_OPTIONS,
  labelOf,
  UI_TEXT,
  USER_STATUS_OPTIONS,
  UserStatus,
} from '@feira/shared';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  IconButton,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useSession } from '../../shared/api/session';
import { goBack } from '../../shared/routing/goBack';
import { EmptyState, fileNameOf, LoadingState, PageHeader, StatusChip, useReloadList } from '../../shared/ui';
import { UserConsents } from '../accreditation';
import { LeadsTable } from '../leads';
import { UserConsumptionCard } from '../staff-consumption';
import { getUser, setUserStatus, type UserRecord } from './api';
import { EditUserDialog } from './EditUserDialog';
import { printBadges } from './printBadges';
import { companyTypeLabel, professionLabel, roleLabel } from './UsersTable';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ wordBreak: 'break-word' }}>
        {children || '—'}
      </Typography>
    </Box>
  );
}

function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardHeader title={title} slotProps={{ title: { variant: 'subtitle1', sx: { fontWeight: 700 } } }} />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' },
} as const;

/** /user/{id}: "Detalhes do Usuário" (spec part 2 §2.16, without the consumption panels). */
export function UserDetailPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { role } = useSession();
  const client = useQueryClient();
  const reloadList = useReloadList();
  const query = useQuery({ queryKey: ['user', id], queryFn: () => getUser(id) });
  const [editing, setEditing] = useState(params.get('edit') === '1');
  const [busy, setBusy] = useState<'print' | 'status' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const prints = role === 'Admin' || role === 'Receptionist';

  const reload = async () => {
    await client.invalidateQueries({ queryKey: ['user', id] });
    await reloadList('/user');
  };
  const run = async (kind: 'print' | 'status', action: () => Promise<unknown>) => {
    setBusy(kind);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      // stay busy until the fresh user is shown: a click on stale data would toggle the wrong way
      await reload();
      setBusy(null);
    }
  };

  const back = (
    <Tooltip title="Voltar">
      <IconButton aria-label="Voltar" onClick={() => goBack(navigate, '/user')}>
        <ArrowBackIcon />
      </IconButton>
    </Tooltip>
  );
  if (query.isPending) return <LoadingState variant="skeleton" />;
  if (query.isError || !query.data)
    return (
      <Box>
        <PageHeader title="Detalhes do Usuário" back={back} />
        <EmptyState message={(query.error as Error | null)?.message ?? 'Usuário não encontrado'} />
      </Box>
    );
  const u: UserRecord = query.data;
  const enabled = u.status === UserStatus.Enabled;
  const files = (u.professionalFiles ?? []).filter((f) => f.url);

  return (
    <Box>
      <PageHeader
        title={u.fullName}
        subtitle="Detalhes do Usuário"
        back={back}
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {prints && (
              <Button
                variant="outlined"
                startIcon={<PrintOutlinedIcon />}
                loading={busy === 'print'}
                onClick={() => run('print', () => printBadges([u._id]))}
              >
                {UI_TEXT.printBadge}
              </Button>
            )}
            <Button
              variant="outlined"
              color={enabled ? 'error' : 'success'}
              startIcon={enabled ? <BlockIcon /> : <CheckCircleOutlinedIcon />}
              loading={busy === 'status'}
              onClick={() =>
                run('status', () => setUserStatus(u._id, enabled ? UserStatus.Disabled : UserStatus.Enabled))
              }
            >
              {enabled ? 'Desativar' : 'Ativar'}
            </Button>
            <Button variant="contained" startIcon={<EditOutlinedIcon />} onClick={() => setEditing(true)}>
              Editar
            </Button>
          </Stack>
        }
      />
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {notice && (
        <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <Stack spacing={2}>
        <InfoCard title="Dados do usuário">
          <Box sx={grid}>
            <Field label="Nome">{u.fullName}</Field>
            <Field label="Nome no crachá">{u.badgeName}</Field>
            <Field label="E-mail">{u.email}</Field>
            <Field label="CPF">{formatCpf(u.document)}</Field>
            <Field label="Telefone">{formatPhone(u.phoneNumber ?? u.nationalPhoneNumber)}</Field>
            <Field label="Data de nascimento">{formatDate(u.birthDate)}</Field>
            <Field label="Gênero">{labelOf(GENDER_OPTIONS, u.gender)}</Field>
            <Field label="Profissão">{professionLabel(u.profession)}</Field>
            <Field label="Setor">{u.sector}</Field>
            <Field label="Código">{u.code}</Field>
            <Field label="Ingresso">{u.ticketType}</Field>
            <Field label="Perfil">{roleLabel(u.role)}</Field>
            <Field label="Status">
              <StatusChip options={USER_STATUS_OPTIONS} value={u.status} />
            </Field>
            <Field label="Crachá impresso">{u.qrPrinted ? UI_TEXT.yes : UI_TEXT.no}</Field>
            <Field label="Check-in">{u.checkInAt ? formatDateTime(u.checkInAt) : UI_TEXT.no}</Field>
            <Field label="Data de criação">{formatDateTime(u.createdAt)}</Field>
          </Box>
        </InfoCard>
        <UserConsumptionCard userId={u._id} />
        <InfoCard title="Empresa">
          <Box sx={grid}>
            <Field label="Empresa">{u.company?.name}</Field>
            <Field label="Tipo">{companyTypeLabel(u.company?.companyType)}</Field>
            <Field label="Empresa informada">{u.companyName}</Field>
            <Field label="CNPJ informado">{u.companyDocument ? formatCnpj(u.companyDocument) : ''}</Field>
          </Box>
        </InfoCard>
        {files.length > 0 && (
          <InfoCard title="Arquivos profissionais">
            <Table size="small" aria-label="Arquivos profissionais">
              <TableHead>
                <TableRow>
                  <TableCell>Arquivo</TableCell>
                  <TableCell>Link</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {files.map((f) => (
                  <TableRow key={f.url}>
                    <TableCell sx={{ wordBreak: 'break-all' }}>{f.name ?? fileNameOf(f.url ?? '')}</TableCell>
                    <TableCell>
                      <Link href={f.url ?? undefined} target="_blank" rel="noopener">
                        Abrir
                      </Link>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </InfoCard>
        )}
        <InfoCard title="Endereço">
          <Box sx={grid}>
            <Field label="Cidade">{u.address?.city}</Field>
            <Field label="Estado">
              {u.address?.state ? brStateName(u.address.state) || u.address.state : ''}
            </Field>
            <Field label="País">{u.address?.country ?? (u.address ? 'BR' : '')}</Field>
          </Box>
        </InfoCard>
        {role === 'Admin' && <UserConsents userId={u._id} />}
        {(role === 'Admin' || role === 'Manager') && (
          <LeadsTable
            title="Leads capturados"
            baseFilters={{ createdBy: u._id }}
            listKey={`/lead?createdBy=${u._id}`}
          />
        )}
      </Stack>
      <EditUserDialog
        user={editing ? u : null}
        onClose={() => {
          setEditing(false);
          if (params.has('edit')) setParams({}, { replace: true });
        }}
        onSaved={() => void reload()}
        onNotice={setNotice}
      />
    </Box>
  );
}
