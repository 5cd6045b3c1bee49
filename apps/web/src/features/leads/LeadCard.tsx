import { useDraggable } from '@dnd-kit/core';
import { LEAD_CARD_TEXT_MAX } from '@feira/shared';
import { Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { memo } from 'react';
import type { LeadCardModel } from './api';

/** The card text: the lead's note cut at 256 characters (spec part 2 §2.3, §9; the server cuts it already). */
export function cardText(lead: LeadCardModel): string {
  const text = lead.info ?? '';
  return text.length > LEAD_CARD_TEXT_MAX ? `${text.slice(0, LEAD_CARD_TEXT_MAX)}…` : text;
}

export function LeadCardBody({ lead, lifted = false }: { lead: LeadCardModel; lifted?: boolean }) {
  const subtitle = [lead.companyName, lead.profession].filter(Boolean).join(' · ');
  const text = cardText(lead);
  return (
    <Card
      variant="outlined"
      sx={{ boxShadow: lifted ? 6 : 0, cursor: lifted ? 'grabbing' : 'grab', bgcolor: 'background.paper' }}
    >
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="subtitle2" sx={{ fontWeight: 700 }} noWrap>
          {lead.fullName}
        </Typography>
        {subtitle && (
          <Typography variant="caption" color="text.secondary" component="div" noWrap>
            {subtitle}
          </Typography>
        )}
        {text && (
          <Typography variant="body2" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
            {text}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** A draggable funnel card; a click (no drag) opens the lead. */
export const LeadCard = memo(function LeadCard({
  lead,
  onOpen,
}: {
  lead: LeadCardModel;
  onOpen: (lead: LeadCardModel) => void;
}) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: lead._id });
  return (
    <CardActionArea
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      data-lead-card={lead._id}
      aria-label={`Lead ${lead.fullName}`}
      onClick={() => onOpen(lead)}
      sx={{ borderRadius: 1, opacity: isDragging ? 0.35 : 1, touchAction: 'manipulation' }}
    >
      <LeadCardBody lead={lead} />
    </CardActionArea>
  );
});
