import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Alert, Button, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { LoadingState } from '../LoadingState/LoadingState';
import { PageHeader } from '../PageHeader/PageHeader';

export interface DetailPageProps {
  title: ReactNode;
  /** Header buttons (usually `RecordActions`), given once the record is loaded. */
  actions?: ReactNode;
  /** The record's query state: a spinner while loading, `notFound` in a red alert on an error. */
  loading: boolean;
  failed: boolean;
  notFound: string;
  /** The record (render it only when loaded) and its dialogs. */
  children?: ReactNode;
}

/** The shell of a record's page: header with actions, loading spinner, "not found" alert, content. */
export function DetailPage({ title, actions, loading, failed, notFound, children }: DetailPageProps) {
  return (
    <Stack spacing={2}>
      <PageHeader title={title} actions={actions} />
      {loading ? <LoadingState /> : null}
      {failed ? <Alert severity="error">{notFound}</Alert> : null}
      {children}
    </Stack>
  );
}

export interface RecordActionsProps {
  /** "Editar" (contained, last). */
  onEdit: () => void;
  /** "Excluir" (red, before "Editar"); omit when the record cannot be deleted. */
  onDelete?: () => void;
  /** Other buttons, first in the row. */
  children?: ReactNode;
}

/** The header buttons of a record's page: the extra ones, "Excluir", then "Editar". */
export function RecordActions({ onEdit, onDelete, children }: RecordActionsProps) {
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      {children}
      {onDelete ? (
        <Button color="error" startIcon={<DeleteOutlinedIcon />} onClick={onDelete}>
          Excluir
        </Button>
      ) : null}
      <Button variant="contained" startIcon={<EditOutlinedIcon />} onClick={onEdit}>
        Editar
      </Button>
    </Stack>
  );
}
