import { useDraggable } from '@dnd-kit/core';
import { LEAD_CARD_TEXT_MAX } from '@feira/shared';
import { styled } from '@mui/material/styles';
import { memo } from 'react';
import type { LeadCardModel } from './api';

/** The card text: the lead's note cut at 256 characters (spec part 2 §2.3, §9; the server cuts it already). */
export function cardText(lead: LeadCardModel): string {
  const text = lead.info ?? '';
  return text.length > LEAD_CARD_TEXT_MAX ? `${text.slice(0, LEAD_CARD_TEXT_MAX)}…` : text;
}

// Plain elements styled once per module (not Card/Typography with `sx` per card): a drag start or drop
// re-renders every visible card (dnd-kit's context changes), so each card's render must be cheap.
const Body = styled('div', { shouldForwardProp: (p) => p !== 'lifted' })<{ lifted?: boolean }>(
  ({ theme, lifted }) => ({
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    background: theme.palette.background.paper,
    padding: theme.spacing(1.5),
    boxShadow: lifted ? theme.shadows[6] : 'none',
    cursor: lifted ? 'grabbing' : 'grab',
  }),
);
const Name = styled('div')(({ theme }) => ({
  ...theme.typography.subtitle2,
  fontWeight: 700,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
}));
const Subtitle = styled('div')(({ theme }) => ({
  ...theme.typography.caption,
  color: theme.palette.text.secondary,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
}));
const Note = styled('p')(({ theme }) => ({
  ...theme.typography.body2,
  margin: theme.spacing(0.5, 0, 0),
  wordBreak: 'break-word',
}));
const Handle = styled('div')(({ theme }) => ({
  borderRadius: theme.shape.borderRadius,
  touchAction: 'manipulation',
  outline: 'none',
  '&:hover > div': { background: theme.palette.action.hover },
  '&:focus-visible > div': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
}));

/**
 * The card's face. Memoised on the lead object: when dnd-kit's context changes (a drag starts or ends)
 * every visible card's draggable wrapper renders again, but only the moved lead is a new object, so the
 * styled elements of all the others are not computed again.
 */
export const LeadCardBody = memo(function LeadCardBody({
  lead,
  lifted = false,
}: {
  lead: LeadCardModel;
  lifted?: boolean;
}) {
  const subtitle = [lead.companyName, lead.profession].filter(Boolean).join(' · ');
  const text = cardText(lead);
  return (
    <Body lifted={lifted}>
      <Name>{lead.fullName}</Name>
      {subtitle && <Subtitle>{subtitle}</Subtitle>}
      {text && <Note>{text}</Note>}
    </Body>
  );
});

/** Read by screen readers, not drawn (MUI's visuallyHidden). */
const HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** A draggable funnel card; a click or Enter (no drag) opens the lead. */
export const LeadCard = memo(function LeadCard({
  lead,
  onOpen,
}: {
  lead: LeadCardModel;
  onOpen: (lead: LeadCardModel) => void;
}) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: lead._id });
  return (
    <Handle
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      data-lead-card={lead._id}
      onClick={() => onOpen(lead)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onOpen(lead);
        }
      }}
      style={{ opacity: isDragging ? 0.35 : 1 }}
    >
      {/* the name is the card's own text (WCAG 2.5.3: an aria-label of the name alone hid the rest),
          after an unseen "Lead" for screen readers */}
      <span style={HIDDEN}>Lead </span>
      <LeadCardBody lead={lead} />
    </Handle>
  );
});
