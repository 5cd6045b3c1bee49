import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { Alert, Box, MenuItem, Snackbar, TextField } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../../shared/api/client';
import { useSession } from '../../shared/api/session';
import { EmptyState, LoadingState, PageHeader } from '../../shared/ui';
import { getFunnelLeads, getLanes, type LaneModel, type LeadCardModel, moveLead, renameLane } from './api';
import { FunnelLane } from './FunnelLane';
import { LeadCardBody } from './LeadCard';

/** The admin picks the exhibitor whose funnel to see (`?company=`). */
function ExhibitorSelect({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const companies = useQuery({
    queryKey: ['funnel-exhibitors'],
    queryFn: async () =>
      (
        await api<{ _id: string; name: string }[]>('GET', '/company', {
          query: { take: 1000, sort: 'name', desc: false, 'filters[companyType]': 'E' },
        })
      ).model ?? [],
  });
  return (
    <TextField
      select
      size="small"
      label="Expositor"
      value={companies.data?.some((c) => c._id === value) ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      sx={{ width: { xs: '100%', sm: 360 }, alignSelf: 'flex-start', mb: 2 }}
    >
      {(companies.data ?? []).map((c) => (
        <MenuItem key={c._id} value={c._id}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * /lead/funil: one lane per lane record, cards dragged between lanes (status = the lane's position).
 * The move shows at once and is rolled back with a message when the save fails.
 */
export function FunnelPage() {
  const { role } = useSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const admin = role === 'Admin';
  const company = admin ? (params.get('company') ?? '') : undefined;
  const enabled = !admin || !!company;
  const leadsKey = useMemo(() => ['funnel', 'leads', company ?? 'own'], [company]);
  const lanesKey = useMemo(() => ['funnel', 'lanes', company ?? 'own'], [company]);
  const lanes = useQuery({ queryKey: lanesKey, queryFn: ({ signal }) => getLanes(company, signal), enabled });
  const leads = useQuery({
    queryKey: leadsKey,
    queryFn: ({ signal }) => getFunnelLeads(company, signal),
    enabled,
  });
  const [active, setActive] = useState<LeadCardModel | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
  );

  // a lane whose cards did not change keeps its array, so a move re-renders only the two lanes involved
  const previous = useRef(new Map<number, LeadCardModel[]>());
  const byLane = useMemo(() => {
    const map = new Map<number, LeadCardModel[]>();
    for (const lane of lanes.data ?? []) map.set(lane.position, []);
    for (const lead of leads.data ?? []) map.get(lead.status)?.push(lead);
    for (const [position, list] of map) {
      const before = previous.current.get(position);
      if (before && before.length === list.length && before.every((l, i) => l === list[i]))
        map.set(position, before);
    }
    previous.current = map;
    return map;
  }, [lanes.data, leads.data]);

  const setStatus = useCallback(
    (id: string, status: number) =>
      client.setQueryData<LeadCardModel[]>(leadsKey, (list) =>
        list?.map((l) => (l._id === id ? { ...l, status } : l)),
      ),
    [client, leadsKey],
  );

  const onDragStart = (e: DragStartEvent) =>
    setActive(leads.data?.find((l) => l._id === e.active.id) ?? null);

  const onDragEnd = async (e: DragEndEvent) => {
    setActive(null);
    const lead = leads.data?.find((l) => l._id === e.active.id);
    const target = e.over?.data.current?.position as number | undefined;
    if (!lead || target === undefined || target === lead.status) return;
    const from = lead.status;
    setStatus(lead._id, target);
    try {
      await moveLead(lead._id, target);
      client.removeQueries({ queryKey: ['lead', lead._id] });
    } catch (err) {
      setStatus(lead._id, from);
      setNotice(`Não foi possível mover o lead: ${(err as Error).message}`);
    }
  };

  const onRename = useCallback(
    async (lane: LaneModel, title: string) => {
      try {
        const saved = await renameLane(lane._id, title);
        client.setQueryData<LaneModel[]>(lanesKey, (list) =>
          list?.map((l) => (l._id === saved._id ? saved : l)),
        );
      } catch (err) {
        setNotice(`Não foi possível renomear a etapa: ${(err as Error).message}`);
        throw err;
      }
    },
    [client, lanesKey],
  );
  const onOpen = useCallback((lead: LeadCardModel) => navigate(`/lead/${lead._id}`), [navigate]);

  const loading = enabled && (lanes.isPending || leads.isPending);
  const failed = lanes.error ?? leads.error;
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: { xs: 'calc(100dvh - 120px)', md: 'calc(100dvh - 140px)' },
      }}
    >
      <PageHeader
        title="Funil de leads"
        subtitle={leads.data ? `${leads.data.length.toLocaleString('pt-BR')} leads` : undefined}
      />
      {admin && (
        <ExhibitorSelect
          value={company ?? ''}
          onChange={(id) => setParams({ company: id }, { replace: true })}
        />
      )}
      {admin && !company && <EmptyState message="Selecione um expositor para ver o funil." />}
      {loading && <LoadingState />}
      {failed && <Alert severity="error">{(failed as Error).message}</Alert>}
      {enabled && lanes.data && leads.data && (
        <DndContext
          sensors={sensors}
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
          onDragCancel={() => setActive(null)}
        >
          <Box
            sx={{
              display: 'flex',
              gap: 2,
              overflowX: 'auto',
              flex: 1,
              minHeight: 0,
              pb: 1,
              scrollSnapType: { xs: 'x mandatory', sm: 'none' },
            }}
          >
            {lanes.data.map((lane) => (
              <FunnelLane
                key={lane._id}
                lane={lane}
                leads={byLane.get(lane.position) ?? []}
                onOpen={onOpen}
                onRename={onRename}
              />
            ))}
          </Box>
          <DragOverlay dropAnimation={null}>
            {active ? (
              <Box sx={{ width: 280 }}>
                <LeadCardBody lead={active} lifted />
              </Box>
            ) : null}
          </DragOverlay>
        </DndContext>
      )}
      <Snackbar open={!!notice} autoHideDuration={6000} onClose={() => setNotice(null)}>
        <Alert severity="error" variant="filled" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      </Snackbar>
    </Box>
  );
}
