import { Box, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export interface DetailField {
  label: string;
  value: ReactNode;
  /** hide the field (e.g. admin-only) */
  hidden?: boolean;
}

/** Label/value pairs of a detail card, two columns on a laptop, one on a phone. */
export function DetailFields({ fields }: { fields: DetailField[] }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
      {fields
        .filter((f) => !f.hidden)
        .map((f) => (
          <Box key={f.label} sx={{ minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary">
              {f.label}
            </Typography>
            <Typography component="div" variant="body1" sx={{ overflowWrap: 'anywhere' }}>
              {f.value ?? '-'}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}

/** A person linked to /user/{id}, or "-". */
export function PersonLink({ person }: { person: { _id: string; fullName: string } | null }) {
  if (!person) return <>-</>;
  return (
    <Link component={RouterLink} to={`/user/${person._id}`}>
      {person.fullName || person._id}
    </Link>
  );
}
