import { ACCREDITATION_MESSAGES } from '@feira/shared';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useLoad } from '../../shared/api/useLoad';
import { LoadingState } from '../../shared/ui';
import { getTerms } from './api';

/** The current LGPD terms text (versioned admin setting), from the consent's link. */
export function TermsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const terms = useLoad('accreditation-terms', getTerms, { enabled: open });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" scroll="paper">
      <DialogTitle>{ACCREDITATION_MESSAGES.termsTitle}</DialogTitle>
      <DialogContent dividers>
        {terms.isLoading && <LoadingState />}
        {terms.error && (
          <Typography color="error">Não foi possível carregar os termos. Tente novamente.</Typography>
        )}
        {terms.data && (
          <>
            <Typography sx={{ whiteSpace: 'pre-line' }} data-testid="terms-text">
              {terms.data.text}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 2 }}>
              Versão {terms.data.version}
            </Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
