import { SCREEN_MESSAGES } from '@feira/shared';
import LinkIcon from '@mui/icons-material/Link';
import { Alert, Button, IconButton, Snackbar, Tooltip } from '@mui/material';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { copyText } from './copyText';

export interface CopyLinkButtonProps {
  /** The text to copy, or a function computing it at click time. */
  link: string | (() => string);
  /** "icon" (default; for table rows) shows an icon with `tooltip`; "button" shows `label`. */
  variant?: 'icon' | 'button';
  label?: ReactNode;
  tooltip?: string;
  icon?: ReactNode;
  /** Confirmation text; the spec's is "Link copiado!". */
  successMessage?: string;
  disabled?: boolean;
  size?: 'small' | 'medium';
}

/** Copies a link and confirms with a snackbar. Stops the click so a table row does not open. */
export function CopyLinkButton({
  link,
  variant = 'icon',
  label = 'Copiar link',
  tooltip = 'Copiar link',
  icon = <LinkIcon fontSize="small" />,
  successMessage = SCREEN_MESSAGES.linkCopied,
  disabled,
  size = 'small',
}: CopyLinkButtonProps) {
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  const onClick = async (event: MouseEvent) => {
    event.stopPropagation();
    try {
      await copyText(typeof link === 'function' ? link() : link);
      setResult({ ok: true, message: successMessage });
    } catch (err) {
      setResult({
        ok: false,
        message: err instanceof Error ? err.message : 'Não foi possível copiar o link',
      });
    }
  };

  return (
    <>
      {variant === 'icon' ? (
        <Tooltip title={tooltip}>
          <span>
            <IconButton aria-label={tooltip} onClick={onClick} disabled={disabled} size={size}>
              {icon}
            </IconButton>
          </span>
        </Tooltip>
      ) : (
        <Button variant="outlined" startIcon={icon} onClick={onClick} disabled={disabled} size={size}>
          {label}
        </Button>
      )}
      <Snackbar
        open={result !== null}
        autoHideDuration={3000}
        onClose={() => setResult(null)}
        onClick={(e) => e.stopPropagation()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity={result?.ok ? 'success' : 'error'} variant="filled" onClose={() => setResult(null)}>
          {result?.message}
        </Alert>
      </Snackbar>
    </>
  );
}
