import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { IconButton, Tooltip } from '@mui/material';
import type { MouseEvent, ReactNode } from 'react';

export interface RowActionProps {
  /** Tooltip and accessible name, e.g. "Editar", "Excluir". */
  label: string;
  icon: ReactNode;
  onClick: () => void;
  color?: 'default' | 'primary' | 'error';
  disabled?: boolean;
}

/** An icon button for `rowActions`: a tooltip, and the click never reaches the row. */
export function RowAction({ label, icon, onClick, color = 'default', disabled }: RowActionProps) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          color={color}
          disabled={disabled}
          onClick={(e: MouseEvent) => {
            e.stopPropagation();
            onClick();
          }}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** The "Editar" row action every list offers (pencil icon). */
export function EditRowAction({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  return (
    <RowAction
      label="Editar"
      icon={<EditOutlinedIcon fontSize="small" />}
      onClick={onClick}
      disabled={disabled}
    />
  );
}
