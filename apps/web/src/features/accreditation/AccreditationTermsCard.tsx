import { ACCREDITATION_MESSAGES, formatDateTime } from '@feira/shared';
import { Alert, Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../shared/api/client';
import { TextInput } from '../../shared/ui/form/TextInput';
import { getTerms, saveTerms } from './api';

/**
 * Admin settings: the LGPD terms text the accreditation links to. Saving makes a new version; each
 * consent keeps the version (and the text) the person accepted.
 */
export function AccreditationTermsCard() {
  const client = useQueryClient();
  const terms = useQuery({ queryKey: ['accreditation-terms'], queryFn: getTerms });
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (terms.data) setText(terms.data.text);
  }, [terms.data]);

  const save = async () => {
    setSaving(true);
    setError(null);
    setSaved(false);
    try {
      const next = await saveTerms(text);
      client.setQueryData(['accreditation-terms'], next);
      setSaved(true);
    } catch (err) {
      setError(err instanceof ApiError ? (Object.values(err.errors)[0] ?? err.message) : 'Falha ao salvar');
    } finally {
      setSaving(false);
    }
  };

  const data = terms.data;
  return (
    <Card variant="outlined" data-testid="accreditation-terms-card">
      <CardContent>
        <Typography variant="h6">{ACCREDITATION_MESSAGES.termsTitle} do credenciamento</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {data
            ? `Versão atual: ${data.version}${data.updatedAt ? `, salva em ${formatDateTime(data.updatedAt)}` : ' (texto padrão)'}. Salvar cria uma nova versão.`
            : 'Carregando...'}
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {saved && (
          <Alert severity="success" sx={{ mb: 2 }}>
            Nova versão dos termos salva.
          </Alert>
        )}
        <Box>
          <TextInput
            label="Texto dos termos"
            value={text}
            onChange={(e) => setText(e.target.value)}
            multiline
            minRows={6}
            maxRows={16}
            fullWidth
            disabled={!data}
          />
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          variant="contained"
          onClick={save}
          loading={saving}
          disabled={!data || text.trim() === '' || text === data?.text}
        >
          Salvar nova versão
        </Button>
      </CardActions>
    </Card>
  );
}
