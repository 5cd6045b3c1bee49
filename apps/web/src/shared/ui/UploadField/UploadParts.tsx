import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, IconButton, LinearProgress, Link, Tooltip, Typography } from '@mui/material';
import type { ChangeEvent, ReactNode } from 'react';
import { fileNameOf } from './uploadFile';
import type { UploadTask } from './useUploads';

/** The pick button with its hidden file input. */
export function PickButton(props: {
  label: ReactNode;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}) {
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = ''; // picking the same file again must fire again
    if (files.length) props.onFiles(files);
  };
  return (
    <Button
      component="label"
      variant="outlined"
      size="small"
      startIcon={<UploadFileIcon />}
      disabled={props.disabled}
    >
      {props.label}
      <input hidden type="file" accept={props.accept} multiple={props.multiple} onChange={onChange} />
    </Button>
  );
}

/** A stored file: link (opens in a new tab) and a remove button. */
export function StoredFile({
  address,
  onRemove,
  disabled,
}: {
  address: string;
  onRemove?: () => void;
  disabled?: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <AttachFileIcon fontSize="small" color="action" />
      <Link href={address} target="_blank" rel="noopener noreferrer" noWrap sx={{ flex: 1, minWidth: 0 }}>
        {fileNameOf(address)}
      </Link>
      {onRemove && (
        <Tooltip title="Remover arquivo">
          <span>
            <IconButton size="small" aria-label="Remover arquivo" onClick={onRemove} disabled={disabled}>
              <DeleteOutline fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      )}
    </Box>
  );
}

/** A running upload: name, progress bar and cancel. */
export function UploadProgress({ task, onCancel }: { task: UploadTask; onCancel: () => void }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap>
          Enviando {task.name}... {Math.round(task.progress * 100)}%
        </Typography>
        <LinearProgress
          variant="determinate"
          value={task.progress * 100}
          aria-label={`Enviando ${task.name}`}
        />
      </Box>
      <Tooltip title="Cancelar envio">
        <IconButton size="small" aria-label="Cancelar envio" onClick={onCancel}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
