import { UsersTable } from './UsersTable';

/** /user, "Usuários": the users of every company (admin, receptionist) or of the caller's own. */
export function UsersListPage() {
  return <UsersTable />;
}
