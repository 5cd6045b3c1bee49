import { useDroppable } from '@dnd-kit/core';
import CheckIcon from '@mui/icons-material/Check';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Box, Chip, IconButton, Paper, TextField, Tooltip, Typography } from '@mui/material';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useRef, useState } from 'react';
import type { LaneModel, LeadCardModel } from './api';
import { LeadCard } from './LeadCard';

const CARD_ESTIMATE = 92;
const CARD_GAP = 8;

/** The inline title editor: Enter or the check saves, Escape cancels. */
function LaneTitle({
  lane,
  onRename,
}: {
  lane: LaneModel;
  onRename: (lane: LaneModel, title: string) => Promise<void>;
}) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(lane.title);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const title = value.trim();
    if (!title || title === lane.title) return setEditing(false);
    setSaving(true);
    try {
      await onRename(lane, title);
      setEditing(false);
    } finally {
      setSaving(false);
    }
  };
  if (editing)
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flex: 1 }}>
        <TextField
          size="small"
          autoFocus
          value={value}
          disabled={saving}
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void save();
            if (e.key === 'Escape') {
              setValue(lane.title);
              setEditing(false);
            }
          }}
          slotProps={{ htmlInput: { maxLength: 60, 'aria-label': 'Título da etapa' } }}
          sx={{ flex: 1 }}
        />
        <IconButton size="small" aria-label="Salvar título" onClick={() => void save()} disabled={saving}>
          <CheckIcon fontSize="small" />
        </IconButton>
      </Box>
    );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flex: 1, minWidth: 0 }}>
      <Typography
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 700, cursor: 'text' }}
        noWrap
        onDoubleClick={() => setEditing(true)}
      >
        {lane.title}
      </Typography>
      <Tooltip title="Renomear etapa">
        <IconButton
          size="small"
          aria-label={`Renomear etapa ${lane.title}`}
          onClick={() => {
            setValue(lane.title);
            setEditing(true);
          }}
        >
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

export interface FunnelLaneProps {
  lane: LaneModel;
  leads: LeadCardModel[];
  onOpen: (lead: LeadCardModel) => void;
  onRename: (lane: LaneModel, title: string) => Promise<void>;
}

/**
 * One funnel column: a drop target whose cards are virtualised (only the visible ones are in the
 * page), so a lane of thousands of leads scrolls and drags smoothly.
 */
export const FunnelLane = memo(function FunnelLane({ lane, leads, onOpen, onRename }: FunnelLaneProps) {
  const { setNodeRef, isOver } = useDroppable({ id: lane._id, data: { position: lane.position } });
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: leads.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CARD_ESTIMATE,
    overscan: 3,
    gap: CARD_GAP,
    getItemKey: (i) => leads[i]!._id,
  });
  return (
    <Paper
      ref={setNodeRef}
      variant="outlined"
      data-lane={lane.position}
      aria-label={`Etapa ${lane.title}`}
      sx={{
        width: { xs: '82vw', sm: 300 },
        flex: '0 0 auto',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: isOver ? 'action.hover' : 'grey.50',
        borderColor: isOver ? 'primary.main' : 'divider',
        scrollSnapAlign: 'start',
        maxHeight: '100%',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1.5, pb: 1 }}>
        <LaneTitle key={lane.title} lane={lane} onRename={onRename} />
        <Chip
          size="small"
          label={leads.length.toLocaleString('pt-BR')}
          aria-label={`${leads.length} leads`}
        />
      </Box>
      <Box ref={scrollRef} sx={{ overflowY: 'auto', flex: 1, px: 1.5, pb: 1.5, minHeight: 120 }}>
        {leads.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 3 }}>
            Arraste leads para cá
          </Typography>
        ) : (
          <Box sx={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => (
              <Box
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                sx={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  width: '100%',
                  transform: `translateY(${item.start}px)`,
                }}
              >
                <LeadCard lead={leads[item.index]!} onOpen={onOpen} />
              </Box>
            ))}
          </Box>
        )}
      </Box>
    </Paper>
  );
});
