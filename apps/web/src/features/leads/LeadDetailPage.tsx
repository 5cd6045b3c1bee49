import { formatDateTime, formatPhone } from '@feira/shared';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useSession } from '../../shared/api/session';
import { goBack } from '../../shared/routing/goBack';
import { EmptyState, LoadingState, PageHeader } from '../../shared/ui';
import { NewBudgetDialog } from '../budgets';
import { getLanes, getLead, moveLead, whatsappLink } from './api';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ wordBreak: 'break-word', whiteSpace: 'pre-line' }}>
        {children || '—'}
      </Typography>
    </Box>
  );
}

/** /lead/{id}: the lead's data, its funnel stage, WhatsApp and e-mail contact (spec part 2 §2.3). */
export function LeadDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { role } = useSession();
  const lead = useQuery({ queryKey: ['lead', id], queryFn: () => getLead(id), retry: false });
  const companyId = lead.data?.company._id;
  const lanes = useQuery({
    queryKey: ['lanes', role === 'Admin' ? companyId : 'own'],
    queryFn: ({ signal }) => getLanes(role === 'Admin' ? companyId : undefined, signal),
    enabled: !!companyId,
  });
  const [saving, setSaving] = useState(false);
  const [budgetOpen, setBudgetOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const back = (
    <Tooltip title="Voltar">
      <IconButton aria-label="Voltar" onClick={() => goBack(navigate, '/lead')}>
        <ArrowBackIcon />
      </IconButton>
    </Tooltip>
  );
  if (lead.isPending) return <LoadingState variant="skeleton" />;
  if (lead.isError || !lead.data)
    return (
      <Box>
        <PageHeader title="Lead" back={back} />
        <EmptyState message={(lead.error as Error | null)?.message ?? 'Lead não encontrado'} />
      </Box>
    );
  const l = lead.data;
  const whatsapp = whatsappLink(l.user.phoneNumber ?? l.user.nationalPhoneNumber);

  const changeStage = async (status: number) => {
    setSaving(true);
    setError(null);
    try {
      const saved = await moveLead(l._id, status);
      client.setQueryData(['lead', id], saved);
      await client.invalidateQueries({ queryKey: ['funnel'] });
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box>
      <PageHeader
        title={l.user.fullName}
        subtitle="Detalhes do lead"
        back={back}
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              startIcon={<RequestQuoteOutlinedIcon />}
              onClick={() => setBudgetOpen(true)}
            >
              Novo orçamento
            </Button>
            {whatsapp && (
              <Button
                variant="contained"
                color="success"
                startIcon={<WhatsAppIcon />}
                href={whatsapp}
                target="_blank"
                rel="noopener"
              >
                WhatsApp
              </Button>
            )}
            {l.user.email && (
              <Button variant="outlined" startIcon={<EmailOutlinedIcon />} href={`mailto:${l.user.email}`}>
                E-mail
              </Button>
            )}
          </Stack>
        }
      />
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <Card variant="outlined">
        <CardContent>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
            <Field label="Nome">{l.user.fullName}</Field>
            <Field label="E-mail">{l.user.email}</Field>
            <Field label="Celular">{formatPhone(l.user.phoneNumber ?? l.user.nationalPhoneNumber)}</Field>
            <Field label="Profissão">{l.user.profession}</Field>
            <Field label="Empresa do lead">{l.user.companyName}</Field>
            <Field label="Cidade/UF">
              {[l.user.address.city, l.user.address.state].filter(Boolean).join(' / ')}
            </Field>
            <Field label="Capturado em">{formatDateTime(l.createdAt)}</Field>
            {role !== 'User' && <Field label="Capturado por">{l.createdBy?.fullName}</Field>}
            {role === 'Admin' && <Field label="Expositor">{l.company.name}</Field>}
          </Box>
          <Box sx={{ mt: 2 }}>
            <Field label="Informações">{l.info}</Field>
          </Box>
          {lanes.data && lanes.data.length > 0 && (
            <TextField
              select
              label="Etapa do funil"
              value={l.status}
              disabled={saving}
              onChange={(e) => void changeStage(Number(e.target.value))}
              sx={{ mt: 3, width: { xs: '100%', sm: 320 } }}
              size="small"
            >
              {lanes.data.map((lane) => (
                <MenuItem key={lane._id} value={lane.position}>
                  {lane.title}
                </MenuItem>
              ))}
            </TextField>
          )}
        </CardContent>
      </Card>
      <NewBudgetDialog
        open={budgetOpen}
        onClose={() => setBudgetOpen(false)}
        lead={{ _id: l._id, userId: l.user._id, companyId: l.company._id, fullName: l.user.fullName }}
      />
    </Box>
  );
}
