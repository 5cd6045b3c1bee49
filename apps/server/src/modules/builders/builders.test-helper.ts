import type { Harness } from '../../test-support/app-harness';

/** A builder document as the form sends it: the signed upload URL of a PDF, for tests. */
export const pdf = (name: string) => ({ url: `http://localhost:3000/api/files/builder/${name}.pdf?sig=x` });

/** `PUT /company/builder/{recordId}/file/{key}/status/{status}?reason=`, by the admin unless `token` says. */
export const decideDocument = (
  h: Harness,
  recordId: string,
  key: string,
  status: number,
  reason?: string,
  token = h.users.Admin.token,
) =>
  h.request({
    method: 'PUT',
    url: `/api/company/builder/${recordId}/file/${key}/status/${status}${reason === undefined ? '' : `?reason=${encodeURIComponent(reason)}`}`,
    token,
  });
