import { useSession } from '../../shared/api/session';
import { CompanyRequestsCard } from '../accreditation';
import { UsersTable } from './UsersTable';

/**
 * /user, "Usuários": the users of every company (admin, receptionist) or of the caller's own. Above
 * them, for admins and managers, the pending requests to join a company (issue 37 item 1).
 */
export function UsersListPage() {
  const { role } = useSession();
  return (
    <>
      {(role === 'Admin' || role === 'Manager') && <CompanyRequestsCard showCompany={role === 'Admin'} />}
      <UsersTable />
    </>
  );
}
