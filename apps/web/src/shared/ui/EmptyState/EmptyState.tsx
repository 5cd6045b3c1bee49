import InboxOutlined from '@mui/icons-material/InboxOutlined';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** Defaults to the shared tables' text, "Nenhum registro encontrado". */
  message?: string;
  icon?: ReactNode;
  /** Optional call to action under the message (e.g. an "Adicionar" button). */
  action?: ReactNode;
  dense?: boolean;
}

export function EmptyState({ message = 'Nenhum registro encontrado', icon, action, dense }: EmptyStateProps) {
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        py: dense ? 2 : 6,
        px: 2,
        color: 'text.secondary',
        textAlign: 'center',
      }}
    >
      {icon ?? <InboxOutlined fontSize={dense ? 'medium' : 'large'} color="disabled" />}
      <Typography variant="body2">{message}</Typography>
      {action}
    </Box>
  );
}
