import type { DeviceKind } from '../devices/constants';
import type { Role } from '../roles';

/**
 * How far a role reaches on an action (DESIGN.md §3):
 * - all: every record;
 * - company: only records of the caller's own company (another company's record answers 404);
 * - self: only the caller's own records.
 */
export type Scope = 'all' | 'company' | 'self';

export type ApiRule = (
  | /** No token needed. A token, if sent, is still read so handlers can tell who asks. */
  { access: 'public'; roles?: Partial<Record<Role, Scope>> }
  /**
   * The `x-api-key` header must equal MOBILE_API_KEY; a bearer token of one of `roles` also works, and
   * so does a paired device's token of kind `device` (issue 38: the key is the older way).
   */
  | { access: 'apiKey'; roles?: Partial<Record<Role, Scope>>; device?: DeviceKind }
  /**
   * Only a paired device's token (`Authorization: Device <token>`) of this kind ('any': every kind): no
   * user token of any role is accepted (issue 38 §2; apps/server/src/core/device-auth.ts).
   */
  | { access: 'device'; device: DeviceKind | 'any'; roles?: undefined }
  /** A valid bearer token of one of these roles. */
  | { access: 'roles'; roles: Partial<Record<Role, Scope>> }
) & {
  /**
   * Requests per minute per client address (public endpoints are rate limited, DESIGN.md §3), or
   * AUTH_RATE / PUBLIC_RATE for the configured limits. Signed-in callers are not counted (the limit is
   * for anonymous traffic) unless `countsSignedIn`.
   */
  perMinute?: number;
  /**
   * The route answers about a person by CPF, e-mail or birth date (issue 37 item 5): its per-address
   * limit counts every caller, a token does not exempt it (any account's token would otherwise buy
   * unlimited guesses).
   */
  countsSignedIn?: true;
};

/** Sign-in, registration and recovery: the server's AUTH_RATE_LIMIT replaces this default. */
export const AUTH_RATE = -1;
/** Public pages' calls (contact card, kiosk, payment page, accreditation...): PUBLIC_RATE_LIMIT. */
export const PUBLIC_RATE = -2;

const all = (...roles: Role[]) =>
  Object.fromEntries(roles.map((r) => [r, 'all'])) as Partial<Record<Role, Scope>>;
const ANY: Partial<Record<Role, Scope>> = {
  Admin: 'all',
  Manager: 'self',
  Receptionist: 'self',
  User: 'self',
  Builder: 'self',
  Project_Manager: 'self',
};

/** Role maps many rules share (spec part 1 §6, DESIGN.md §3). */
const ADMIN = all('Admin');
/** people screens: organiser staff see everyone; company managers and builders their own company */
const USER_DESK: Partial<Record<Role, Scope>> = {
  Admin: 'all',
  Receptionist: 'all',
  Manager: 'company',
  Builder: 'company',
};
/** badge printing and check-in */
const BADGE_DESK = all('Admin', 'Receptionist');
/** companies: organiser staff read all (pickers too); company people only their own */
const COMPANY_READERS: Partial<Record<Role, Scope>> = {
  Admin: 'all',
  Project_Manager: 'all',
  Receptionist: 'all',
  Manager: 'company',
  User: 'company',
  Builder: 'company',
};
/** builder records: the project manager reads all; the exhibitor and the builder their own */
const BUILDER_READERS: Partial<Record<Role, Scope>> = {
  Admin: 'all',
  Project_Manager: 'all',
  Manager: 'company',
  Builder: 'company',
};
/** budgets and payments: the exhibitor's managers and staff, their own company */
const MONEY_DESK: Partial<Record<Role, Scope>> = { Admin: 'all', Manager: 'company', User: 'company' };
/** who decides a request to join a company (issue 37 item 1): the admin, or a manager of THAT company */
const COMPANY_DECIDERS: Partial<Record<Role, Scope>> = { Admin: 'all', Manager: 'company' };
/** cashback: the exhibitor's managers (spec part 1 §6: /cashback admin and manager) */
const CASHBACK_DESK: Partial<Record<Role, Scope>> = { Admin: 'all', Manager: 'company' };
/** a stand's own team: its electrical consumption and builder documents */
const STAND_TEAM: Partial<Record<Role, Scope>> = { Admin: 'all', Manager: 'company', Builder: 'company' };

/** leads: an exhibitor's manager and user work on their company's; the admin reads every company's */
const LEAD_READERS: Partial<Record<Role, Scope>> = { Admin: 'all', Manager: 'company', User: 'company' };
const LEAD_CAPTURERS: Partial<Record<Role, Scope>> = { Manager: 'company', User: 'company' };

/**
 * Every API endpoint and who may call it: key = "METHOD /api/path" exactly as Fastify registers it.
 * The server refuses to serve a route that has no entry here (see apps/server/src/core/permissions.ts),
 * and the route x role matrix test walks every registered route against this table.
 */
export const API_RULES = {
  // infrastructure
  'GET /api/health': { access: 'public' },
  'GET /api/ready': { access: 'public' },
  'GET /api/docs': { access: 'public' },
  /** everything the OpenAPI UI plugin registers below /api/docs */
  'GET /api/docs/*': { access: 'public' },
  'GET /api/cep/:cep': { access: 'public', perMinute: PUBLIC_RATE },

  // session (spec part 1 §7 "Session calls")
  'POST /api/token': { access: 'public', perMinute: AUTH_RATE },
  'POST /api/token/refresh': { access: 'public', perMinute: AUTH_RATE },
  'GET /api/user/me': { access: 'roles', roles: ANY },
  'POST /api/account/:id/changePassword': { access: 'roles', roles: ANY },
  'POST /api/account/:email/recovery': { access: 'public', perMinute: AUTH_RATE },
  'POST /api/account/recovery/confirm': { access: 'public', perMinute: AUTH_RATE },
  /** An e-mail change's links (issue 37 item 2): confirm from the new address, cancel from the old. */
  'POST /api/account/email/confirm': { access: 'public', perMinute: PUBLIC_RATE },
  'POST /api/account/email/cancel': { access: 'public', perMinute: PUBLIC_RATE },
  /**
   * The 409 names the person only to callers who may see them (scope company: their own company's). It
   * answers whether a CPF or e-mail is taken, so it is limited per address, tokens included, and per
   * person looked up (verify.service.ts, issue 37 item 5).
   */
  'GET /api/verify': {
    access: 'roles',
    perMinute: PUBLIC_RATE,
    countsSignedIn: true,
    roles: {
      Admin: 'all',
      Receptionist: 'all',
      Manager: 'company',
      Builder: 'company',
      Project_Manager: 'self',
    },
  },

  // users (the full user area comes with the users issue)
  'GET /api/user': { access: 'roles', roles: USER_DESK },
  /** Without a token: /Register (pending account). With one: user creation. */
  'POST /api/user': {
    access: 'public',
    perMinute: AUTH_RATE,
    roles: USER_DESK,
  },

  // ---- users (issue 3: spec part 1 §6 §7 "User calls", part 2 §2.13 and §7 "User lookup") ----
  // Manager and builder reach only their own company's users (another company's -> 404); the
  // receptionist reaches every user but cannot delete or change roles; the service also refuses
  // Admin/Project_Manager grants by non-admins (403).
  'GET /api/user/:id': { access: 'roles', roles: USER_DESK },
  'POST /api/user/company/:companyId': { access: 'roles', roles: USER_DESK },
  'PUT /api/user/:id': { access: 'roles', roles: USER_DESK },
  'DELETE /api/user/:id': { access: 'roles', roles: ADMIN },
  'PUT /api/user/:id/status/:status': { access: 'roles', roles: USER_DESK },
  /** Welcome e-mail with a link to choose one's password (admin row action; no password mailed). */
  'PUT /api/user/:id/reset': { access: 'roles', roles: ADMIN },
  'POST /api/user/import': { access: 'roles', roles: ADMIN },
  /** Check-in upload: CPFs of a spreadsheet. */
  'POST /api/user/checkin': { access: 'roles', roles: BADGE_DESK },
  /** Badge printing (admin or receptionist): one PDF, a batch PDF, and "printed + checked in". */
  'GET /api/user/:id/badge': { access: 'roles', roles: BADGE_DESK },
  'POST /api/user/badges': { access: 'roles', roles: BADGE_DESK },
  /** A big batch as a job of the queue (issue 40 §1): create, read its state, fetch its PDF (owner only). */
  'POST /api/user/badges/jobs': { access: 'roles', roles: BADGE_DESK },
  'GET /api/user/badges/jobs/:id': { access: 'roles', roles: BADGE_DESK },
  'GET /api/user/badges/jobs/:id/pdf': { access: 'roles', roles: BADGE_DESK },
  'PUT /api/user/:id/print': { access: 'roles', roles: BADGE_DESK },
  /** The same for a printed batch, in one call: body { ids }. */
  'PUT /api/user/print': { access: 'roles', roles: BADGE_DESK },
  /**
   * The contact card of a scanned badge, by the badge's code only, never the internal id (issue 37
   * item 3): name, company, profession, phone, e-mail. Rate limited per address against guessing codes,
   * signed in or not (any account's token would otherwise buy unlimited guesses).
   */
  'GET /api/contact/:code': { access: 'public', perMinute: PUBLIC_RATE, countsSignedIn: true },
  'GET /api/contact/:code/vcard': { access: 'public', perMinute: PUBLIC_RATE, countsSignedIn: true },
  // ---- end users ----

  // notifications (bell): every signed-in user reads and marks their own
  'GET /api/Notification': { access: 'roles', roles: ANY },
  'PUT /api/Notification/:id': { access: 'roles', roles: ANY },

  // "Envios" (issue 40 §1): the e-mail queue, its recipients and errors; admin only
  'GET /api/mail-jobs': { access: 'roles', roles: ADMIN },
  'POST /api/mail-jobs/:id/resend': { access: 'roles', roles: ADMIN },
  // live updates (issue 40 §3): the caller's own notifications; dashboard counters only for LEAD_READERS;
  // an event's gate board (`?gates=`) only for the roles of GET /api/event/:id/gates (403 otherwise)
  'GET /api/events/stream': { access: 'roles', roles: ANY },

  // files
  'POST /api/upload': {
    access: 'roles',
    roles: all('Admin', 'Manager', 'Receptionist', 'User', 'Builder', 'Project_Manager'),
  },
  /** The pre-signed PUT target: the signature in the query is the authorisation. */
  'PUT /api/files/*': { access: 'public', perMinute: 300 },
  'GET /api/files/*': { access: 'public' },

  // ---- companies, builders, stand consumption, partner pages (issue 4; spec part 1 §7, DESIGN §3) ----
  // Companies: admin, project manager and receptionist (pickers) read all; others only their own
  // company. `filters[public]=true` (builder lookup by CNPJ) answers minimal fields of any company.
  'GET /api/company': { access: 'roles', roles: COMPANY_READERS },
  'GET /api/company/:id': { access: 'roles', roles: COMPANY_READERS },
  /** a manager registers service providers ("Cadastrar prestador"): type S only, the service refuses others */
  'POST /api/company': { access: 'roles', roles: all('Admin', 'Receptionist', 'Manager') },
  /** a manager edits the basic data of their own company; admin-only fields are ignored for them */
  'PUT /api/company/:id': { access: 'roles', roles: { Admin: 'all', Manager: 'company' } },
  'DELETE /api/company/:id': { access: 'roles', roles: ADMIN },
  /** the exhibitor uploads its signed responsibility term */
  'PUT /api/company/:id/responsibility': { access: 'roles', roles: STAND_TEAM },
  'PUT /api/company/:id/responsibility/status/:status': { access: 'roles', roles: ADMIN },
  'PUT /api/company/builder/:builderId/file/:fileKey/status/:status': { access: 'roles', roles: ADMIN },
  // Builder records: 'company' scope means the exhibitor that claimed the builder or the builder itself.
  'POST /api/builder': { access: 'roles', roles: { Admin: 'all', Manager: 'company' } },
  'POST /api/builder/tag': { access: 'roles', roles: { Admin: 'all', Manager: 'company' } },
  'GET /api/builder': { access: 'roles', roles: BUILDER_READERS },
  'GET /api/builder/:id': { access: 'roles', roles: BUILDER_READERS },
  'GET /api/builder/company/:id': { access: 'roles', roles: BUILDER_READERS },
  'PUT /api/builder/tagEdit/:id': { access: 'roles', roles: STAND_TEAM },
  // Stand consumption (kVA) and its catalogue
  'GET /api/consumption': { access: 'roles', roles: STAND_TEAM },
  'POST /api/consumption': { access: 'roles', roles: STAND_TEAM },
  'DELETE /api/consumption/:id': { access: 'roles', roles: STAND_TEAM },
  'GET /api/consumption/item': { access: 'roles', roles: STAND_TEAM },
  'POST /api/consumption/item': { access: 'roles', roles: ADMIN },
  'DELETE /api/consumption/item/:id': { access: 'roles', roles: ADMIN },
  // Staff food and drink (issue 13; part 2 §2.14-§2.16, §7; DESIGN.md §6, §8). {id} = user id or badge
  // code. Organiser staff scan anyone; an exhibitor's manager and user only their own company's people
  // (another company's badge: 404). The mobile page has no token: the x-api-key header instead.
  'GET /api/user/:id/consumption': {
    access: 'roles',
    roles: { Admin: 'all', Receptionist: 'all', Manager: 'company', User: 'company' },
  },
  'POST /api/user/:id/consumption': {
    access: 'roles',
    roles: { Admin: 'all', Receptionist: 'all', Manager: 'company', User: 'company' },
  },
  'PUT /api/user/:id/consumption/limits': { access: 'roles', roles: all('Admin', 'Receptionist') },
  'GET /api/user/:id/consumption/mobile': {
    access: 'apiKey',
    device: 'consumption',
    perMinute: PUBLIC_RATE,
  },
  'POST /api/user/:id/consumption/mobile': {
    access: 'apiKey',
    device: 'consumption',
    perMinute: PUBLIC_RATE,
  },
  'GET /api/consumption/logs': { access: 'roles', roles: all('Admin', 'Receptionist') },
  // Partner pages (official stands, insurance, travel...): everyone signed in reads, admin writes
  'GET /api/settings/partners': { access: 'roles', roles: ANY },
  'PUT /api/settings/partners': { access: 'roles', roles: ADMIN },
  // ---- end of issue 4 block ----

  // ---- money (issue 11: spec part 1 §7 budget/cashback, part 2 §7 transactions, DESIGN §5 §8) ----
  // Managers and users act on their own company's records (another company's -> 404).
  'GET /api/budget': { access: 'roles', roles: MONEY_DESK },
  'GET /api/budget/:id': { access: 'roles', roles: MONEY_DESK },
  'POST /api/budget': { access: 'roles', roles: MONEY_DESK },
  'PUT /api/budget/:id': { access: 'roles', roles: MONEY_DESK },
  'DELETE /api/budget/:id': { access: 'roles', roles: MONEY_DESK },
  'GET /api/cashback': { access: 'roles', roles: CASHBACK_DESK },
  'GET /api/cashback/:id': { access: 'roles', roles: CASHBACK_DESK },
  'POST /api/cashback': { access: 'roles', roles: CASHBACK_DESK },
  'PUT /api/cashback/:id': { access: 'roles', roles: CASHBACK_DESK },
  /** the client used the credit: Ativo -> Usado */
  'PUT /api/cashback/:id/use': { access: 'roles', roles: CASHBACK_DESK },
  'DELETE /api/cashback/:id': { access: 'roles', roles: CASHBACK_DESK },
  'GET /api/transaction': { access: 'roles', roles: MONEY_DESK },
  'GET /api/transaction/:id': { access: 'roles', roles: MONEY_DESK },
  'PUT /api/transaction/:id': { access: 'roles', roles: MONEY_DESK },
  'DELETE /api/transaction/:id': { access: 'roles', roles: MONEY_DESK },
  /** "Marcar como pago" (1) / "Cancelar" (2) */
  'PUT /api/transaction/:id/status/:status': { access: 'roles', roles: ADMIN },
  /** the public payment page (no CPF, no e-mail), its receipt, and its status polling (every 3 s) */
  'GET /api/pay/:id': { access: 'public', perMinute: PUBLIC_RATE },
  'GET /api/pay/:id/status': { access: 'public', perMinute: 240 },
  'GET /api/pay/:id/receipt': { access: 'public', perMinute: PUBLIC_RATE },
  /** provider confirmations, HMAC-signed (x-signature); a provider may deliver in bursts */
  'POST /api/payments/webhook': { access: 'public', perMinute: 3000 },
  /** the Pix receiver (key, merchant name, city) */
  'GET /api/settings/pix': { access: 'roles', roles: ADMIN },
  'PUT /api/settings/pix': { access: 'roles', roles: ADMIN },
  // ---- end money ----
  // ---- public accreditation and LGPD (issue 14; part 2 §2.11, §3, §5, DESIGN.md §7, §8) ----
  // The wizard's calls are public and rate limited per address; the form token is signed (bots).
  'GET /api/accreditation/token': { access: 'public', perMinute: PUBLIC_RATE },
  'GET /api/accreditation/terms': { access: 'public', perMinute: PUBLIC_RATE },
  'POST /api/accreditation/upload': { access: 'public', perMinute: PUBLIC_RATE },
  'POST /api/accreditation': { access: 'public', perMinute: PUBLIC_RATE },
  /** a new version of the terms text (admin settings) */
  'PUT /api/accreditation/terms': { access: 'roles', roles: ADMIN },
  /** a person's LGPD consents (user detail), the data export and the anonymisation: admin only */
  'GET /api/user/:id/consents': { access: 'roles', roles: ADMIN },
  'GET /api/user/:id/data-export': { access: 'roles', roles: ADMIN },
  'POST /api/user/:id/anonymise': { access: 'roles', roles: ADMIN },
  /**
   * requests to join a company (issue 37 item 1): "company" here is the REQUESTED company, so another
   * company's manager finds nothing (404)
   */
  'GET /api/company-requests': { access: 'roles', roles: COMPANY_DECIDERS },
  'POST /api/user/:id/company-request/approve': { access: 'roles', roles: COMPANY_DECIDERS },
  'POST /api/user/:id/company-request/reject': { access: 'roles', roles: COMPANY_DECIDERS },
  // ---- end accreditation ----
  // ---- leads and the funnel (issue 10; part 2 §7 "Leads and lanes", DESIGN.md §3, §4, §8) ----
  // Exhibitor staff act on their own company's leads and lanes (another company's -> 404); the admin
  // reads all (filters[company]) but never captures: a lead always belongs to an exhibitor.
  'GET /api/lead/dashboard': { access: 'roles', roles: LEAD_READERS },
  'GET /api/lead': { access: 'roles', roles: LEAD_READERS },
  /** the funnel's cards: the list's scope and filters, slim rows */
  'GET /api/lead/board': { access: 'roles', roles: LEAD_READERS },
  'GET /api/lead/:id': { access: 'roles', roles: LEAD_READERS },
  'POST /api/lead': { access: 'roles', roles: LEAD_CAPTURERS },
  'PUT /api/lead/:id': { access: 'roles', roles: LEAD_READERS },
  'GET /api/lane': { access: 'roles', roles: LEAD_READERS },
  'PUT /api/lane/:id': { access: 'roles', roles: LEAD_READERS },
  // ---- end leads ----
  // ---- events, attendees, kiosk, certificates (issue 12; part 2 §7, DESIGN.md §6, §8) ----
  // read by the receptionist too: the event page's gates (devices, live board; issue 38 §5)
  'GET /api/event': { access: 'roles', roles: BADGE_DESK },
  'GET /api/event/:id': { access: 'roles', roles: BADGE_DESK },
  'POST /api/event': { access: 'roles', roles: ADMIN },
  'PUT /api/event/:id': { access: 'roles', roles: ADMIN },
  'DELETE /api/event/:id': { access: 'roles', roles: ADMIN },
  'GET /api/event/attendee': { access: 'roles', roles: ADMIN },
  'POST /api/event/attendee': { access: 'roles', roles: ADMIN },
  'DELETE /api/event/attendee/:id': { access: 'roles', roles: ADMIN },
  'POST /api/event/:id/attendee/import': { access: 'roles', roles: ADMIN },
  /**
   * The kiosk (public, per address, signed in or not). Look-ups by CPF or e-mail also count against a
   * tighter limit (a quarter of PUBLIC_RATE_LIMIT, events/kiosk-limits.ts) and the per-person one
   * (core/person-limit.ts); badge codes only against this one.
   */
  'POST /api/event/:id/attendee/:code': { access: 'public', perMinute: PUBLIC_RATE, countsSignedIn: true },
  'GET /api/SelfService/:value': { access: 'public', perMinute: PUBLIC_RATE, countsSignedIn: true },
  /** the kiosk's heading: the event's name and dates, nothing else (issue 38 §1) */
  'GET /api/event/:id/kiosk': { access: 'public', perMinute: PUBLIC_RATE },
  'GET /api/certificate': { access: 'roles', roles: ADMIN },
  'GET /api/certificate/:id': { access: 'roles', roles: ADMIN },
  'POST /api/certificate': { access: 'roles', roles: ADMIN },
  'PUT /api/certificate/:id': { access: 'roles', roles: ADMIN },
  'DELETE /api/certificate/:id': { access: 'roles', roles: ADMIN },
  /** the public emission (CPF + birth date answers the PDF) and the verification of a printed code */
  'POST /api/certificate/issue': { access: 'public', perMinute: PUBLIC_RATE, countsSignedIn: true },
  'GET /api/certificate/verify/:code': { access: 'public', perMinute: PUBLIC_RATE },
  // ---- end events ----
  // ---- paired devices (issue 38 §2; modules/devices) ----
  // A gate's tablets are the event's (admin, receptionist); lead phones are a company's (its manager;
  // another company's device is 404); consumption phones belong to whoever runs the staff scan.
  'GET /api/event/:id/devices': { access: 'roles', roles: BADGE_DESK },
  'POST /api/event/:id/devices': { access: 'roles', roles: BADGE_DESK },
  'POST /api/event/:id/devices/:deviceId/code': { access: 'roles', roles: BADGE_DESK },
  'DELETE /api/event/:id/devices/:deviceId': { access: 'roles', roles: BADGE_DESK },
  'GET /api/company/devices': { access: 'roles', roles: CASHBACK_DESK },
  'POST /api/company/devices': { access: 'roles', roles: CASHBACK_DESK },
  'POST /api/company/devices/:deviceId/code': { access: 'roles', roles: CASHBACK_DESK },
  'DELETE /api/company/devices/:deviceId': { access: 'roles', roles: CASHBACK_DESK },
  'GET /api/consumption/devices': { access: 'roles', roles: BADGE_DESK },
  'POST /api/consumption/devices': { access: 'roles', roles: BADGE_DESK },
  'POST /api/consumption/devices/:deviceId/code': { access: 'roles', roles: BADGE_DESK },
  'DELETE /api/consumption/devices/:deviceId': { access: 'roles', roles: BADGE_DESK },
  /** the one-time code becomes a device token: public, per address, wrong or used codes look alike */
  'POST /api/device/pair': { access: 'public', perMinute: PUBLIC_RATE },
  /** the paired device itself: who it is (also its revocation check) and its heartbeat */
  'GET /api/device/me': { access: 'device', device: 'any', perMinute: PUBLIC_RATE },
  'POST /api/device/heartbeat': { access: 'device', device: 'any', perMinute: PUBLIC_RATE },
  /** a paired exhibitor's phone captures a lead for its company (the company/visitor unique key) */
  'POST /api/device/lead': { access: 'device', device: 'lead', perMinute: PUBLIC_RATE },
  /** its queue of captures, online one by one or in batches after the network is back (issue 38 §3) */
  'POST /api/device/leads': { access: 'device', device: 'lead', perMinute: PUBLIC_RATE },
  /** a gate's offline list of its event's attendees, and the upload of its scans (issue 38 §3) */
  'GET /api/device/manifest': { access: 'device', device: 'checkin', perMinute: PUBLIC_RATE },
  'POST /api/device/scans': { access: 'device', device: 'checkin', perMinute: PUBLIC_RATE },
  // ---- end paired devices ----
  // ---- live gate board (issue 38 §5; modules/gates): the event's organiser staff ----
  /** also who may ask GET /api/events/stream?gates=:id for the board live (modules/live) */
  'GET /api/event/:id/gates': { access: 'roles', roles: BADGE_DESK },
  // ---- end gate board ----
  // ---- content and catalogue (issue 15; part 2 §7 news, videos, categories, products) ----
  // Admin writes everything; company managers read the videos on /cursos/user and /cursos/user/sales.
  'GET /api/news': { access: 'roles', roles: ADMIN },
  'GET /api/news/:id': { access: 'roles', roles: ADMIN },
  'POST /api/news': { access: 'roles', roles: ADMIN },
  'PUT /api/news/:id': { access: 'roles', roles: ADMIN },
  'DELETE /api/news/:id': { access: 'roles', roles: ADMIN },
  'POST /api/createvideo': { access: 'roles', roles: ADMIN },
  'GET /api/video': { access: 'roles', roles: all('Admin', 'Manager') },
  'GET /api/video/:id': { access: 'roles', roles: all('Admin', 'Manager') },
  'PUT /api/video/:id': { access: 'roles', roles: ADMIN },
  'DELETE /api/video/:id': { access: 'roles', roles: ADMIN },
  /**
   * "Novidades" (issue 39 item 16): published news and videos meant for the caller's company type
   * (exhibitors, builders, providers); the admin sees every published item. Drafts never leave here.
   */
  'GET /api/updates': {
    access: 'roles',
    roles: { Admin: 'all', Manager: 'company', User: 'company', Builder: 'company' },
  },
  'GET /api/productCategory': { access: 'roles', roles: ADMIN },
  'GET /api/productCategory/:id': { access: 'roles', roles: ADMIN },
  'POST /api/productCategory': { access: 'roles', roles: ADMIN },
  'PUT /api/productCategory/:id': { access: 'roles', roles: ADMIN },
  'DELETE /api/productCategory/:id': { access: 'roles', roles: ADMIN },
  'GET /api/pricePolicy': { access: 'roles', roles: ADMIN },
  'GET /api/product': { access: 'roles', roles: ADMIN },
  'GET /api/product/:id': { access: 'roles', roles: ADMIN },
  'POST /api/product': { access: 'roles', roles: ADMIN },
  'PUT /api/product/:id': { access: 'roles', roles: ADMIN },
  'DELETE /api/product/:id': { access: 'roles', roles: ADMIN },
  /** a chunk of <= 100 spreadsheet rows, upserted by code */
  'POST /api/product/import': { access: 'roles', roles: ADMIN },
  // ---- end content and catalogue ----
} as const satisfies Record<string, ApiRule>;

export type ApiRouteKey = keyof typeof API_RULES;

/**
 * Finds the rule for a registered route ("GET /api/user/:id"): the exact entry, else the nearest
 * "METHOD /prefix/*" entry above it (used for plugin-registered trees such as /api/docs).
 */
export function ruleFor(method: string, url: string): ApiRule | undefined {
  const rules = API_RULES as Record<string, ApiRule>;
  const m = method.toUpperCase();
  const exact = rules[`${m} ${url}`];
  if (exact) return exact;
  const parts = url.split('/');
  for (let i = parts.length - 1; i > 1; i--) {
    const hit = rules[`${m} ${parts.slice(0, i).join('/')}/*`];
    if (hit) return hit;
  }
  return undefined;
}

/** The scope a role gets on a rule, or undefined when the role may not call it. */
export function scopeFor(rule: ApiRule, role: Role | undefined): Scope | undefined {
  if (!role || !rule.roles) return undefined;
  return rule.roles[role];
}
