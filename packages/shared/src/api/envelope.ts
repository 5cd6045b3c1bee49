/** The response body of every API call (DESIGN.md §2). */
export interface Envelope<T = unknown> {
  isValid: boolean;
  model: T | null;
  /** field -> Portuguese message; empty when valid */
  errors: Record<string, string>;
  message: string | null;
  params: Record<string, unknown> & { count?: number };
}

/** A paged list answer: `model` is the page, `params.count` the total. */
export type ListEnvelope<T> = Envelope<T[]> & { params: { count: number } };

/** Coded messages the server sends; the web translates them with MESSAGE_DICTIONARY. */
export const SERVER_CODES = {
  resetPassword: 'you need to reset your password',
  registrationPending: 'User registration is pending',
  userDisabled: 'User is disabled',
  emailExists: 'Email already exists',
  wrongCredentials: 'ErrorEmailPassword',
  tooManyAttempts: 'TooManyAttempts',
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
  notFound: 'NotFound',
  conflict: 'Conflict',
  invalidInput: 'InvalidInput',
  internal: 'InternalError',
  invalidToken: 'InvalidToken',
  /** not in spec: a CPF or CNPJ another record already has (the answer carries that record) */
  documentExists: 'Document already exists',
  /** not in spec: a decision on a term or document that is no longer waiting for one */
  approvalNotPending: 'ApprovalNotPending',
  /** not in spec: a catalogue item still used by a stand's consumption */
  itemInUse: 'ItemInUse',
  /** not in spec: an upload link whose signature is wrong or expired */
  invalidSignature: 'InvalidSignature',
  /** not in spec: the CEP look-up (DESIGN.md §7) */
  cepNotFound: 'CepNotFound',
  cepUnavailable: 'CepServiceUnavailable',
  /** not in spec: the database is restarting or unreachable (answered 503 with Retry-After) */
  serviceUnavailable: 'ServiceUnavailable',
  /** not in spec: a signed upload link that was already used (single use) */
  uploadUsed: 'UploadAlreadyUsed',
  /** not in spec: the visitor is already a lead of the caller's company (the answer carries it) */
  leadExists: 'Lead already exists',
  /** not in spec: a signed-in scan of a real badge of another company (issue 39 item 13; nothing else) */
  badgeOfOtherCompany: 'BadgeOfOtherCompany',
  /** not in spec: a paired device's token that is unknown, revoked, expired or of another kind (issue 38) */
  deviceRevoked: 'DeviceRevoked',
} as const;
export type ServerCode = (typeof SERVER_CODES)[keyof typeof SERVER_CODES];
