import { canOpen, type Role } from '@feira/shared';
import { Box, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../shared/api/session';

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

type PersonRef = { _id: string; fullName: string; companyId?: string | null } | null;

/**
 * A person linked to /user/{id}, or "-". `role`: the viewer's, when they may not open every user page
 * (a User opens none): the name is shown without a link. A person whose company is known (the creator
 * of a money record) is linked for anyone but the admin only when they work for the viewer's company:
 * the others' pages answer 404 (issue 39 item 13).
 */
export function PersonLink({ person, role }: { person: PersonRef; role?: Role }) {
  const { user } = useSession();
  if (!person) return <>-</>;
  const name = person.fullName || person._id;
  if (role && !canOpen('/user', role)) return <>{name}</>;
  const otherCompany =
    role !== 'Admin' && person.companyId !== undefined && person.companyId !== (user?.company?._id ?? null);
  if (role && otherCompany) return <>{name}</>;
  return (
    <Link component={RouterLink} to={`/user/${person._id}`}>
      {name}
    </Link>
  );
}

/**
 * The client (lead) of a money record: a visitor of the fair, whose user page only the admin may open
 * (issue 39 item 13: a manager following the link met "Registro não encontrado"). The exhibitor's
 * staff open their company's lead record instead when the record names it; otherwise the name is text.
 */
export function LeadLink({
  person,
  leadId,
  role,
}: {
  person: PersonRef;
  leadId?: string | null;
  role?: Role;
}) {
  if (!person) return <>-</>;
  if (role === 'Admin') return <PersonLink person={person} />;
  const name = person.fullName || person._id;
  if (!leadId || !role || !canOpen(`/lead/${leadId}`, role)) return <>{name}</>;
  return (
    <Link component={RouterLink} to={`/lead/${leadId}`}>
      {name}
    </Link>
  );
}
