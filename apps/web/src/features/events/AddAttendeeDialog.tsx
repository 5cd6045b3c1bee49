import { toListSearchParams } from '@feira/shared';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import {
  Alert,
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../shared/api/client';
import { addAttendee } from './api';

type Person = { _id: string; fullName: string; email?: string | null };
const ADD_NEW = { _id: '__new__', fullName: 'Adicionar novo' };

/** "Adicionar participante": picker by full name (10 results, 500 ms) with "Adicionar novo" -> /user/new. */
export function AddAttendeeDialog({ eventId, onAdded }: { eventId: string; onAdded: () => void }) {
  const navigate = useNavigate();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [options, setOptions] = useState<Person[]>([]);
  const [picked, setPicked] = useState<Person | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      const query = toListSearchParams({
        skip: 0,
        take: 10,
        sort: 'fullName',
        desc: false,
        filters: { fullName: text },
      });
      try {
        const env = await api<Person[]>('GET', '/user', { query, signal: controller.signal });
        setOptions(env.model ?? []);
      } catch {
        // a failed search leaves the previous options
      }
    }, 500);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [open, text]);

  const close = () => {
    setOpen(false);
    setPicked(null);
    setError(null);
  };
  const save = async () => {
    if (!picked) return;
    setSaving(true);
    setError(null);
    try {
      await addAttendee(eventId, picked._id);
      onAdded();
      close();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button variant="contained" startIcon={<PersonAddAltOutlinedIcon />} onClick={() => setOpen(true)}>
        Adicionar participante
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" fullScreen={phone}>
        <DialogTitle>Adicionar participante</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          {error ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          ) : null}
          <Autocomplete<Person>
            options={[...options, ADD_NEW]}
            value={picked}
            filterOptions={(o) => o}
            getOptionLabel={(o) => o.fullName}
            isOptionEqualToValue={(a, b) => a._id === b._id}
            onInputChange={(_, v) => setText(v)}
            onChange={(_, v) => {
              if (v?._id === ADD_NEW._id) navigate('/user/new');
              else setPicked(v);
            }}
            renderOption={(props, o) => (
              <li {...props} key={o._id}>
                {o._id === ADD_NEW._id ? (
                  <strong>{o.fullName}</strong>
                ) : (
                  `${o.fullName}${o.email ? ` — ${o.email}` : ''}`
                )}
              </li>
            )}
            renderInput={(params) => <TextField {...params} label="Nome completo" autoFocus />}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancelar</Button>
          <Button variant="contained" disabled={!picked} loading={saving} onClick={() => void save()}>
            Adicionar
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
