/**
 * Demo seeder "credenciamento": visitors who accredited themselves on the public wizard, one of each
 * kind (visitor, press, store, architect, importer, builder, an exhibitor's employee through the
 * company's link), each with the LGPD consent the wizard records (terms version 1, time, address, phone
 * browser, channel "web"). Skipped when the first of them exists.
 */
import { type AccreditationType, DEFAULT_ACCREDITATION_TERMS, nationalPhoneOf } from '@feira/shared';
import { accreditationConsents } from '../db/schema';
import type { NewUser } from '../modules/users/users.repository';
import { findUserByEmail } from '../modules/users/users.repository';
import { createUserRecord } from '../modules/users/users.service';
import type { DemoContext, DemoSeeder } from './demo-seed';
import { cpfFromBase } from './generated-people';

const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/** A tiny valid PDF standing in for an uploaded certificate. */
const CERTIFICATE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

interface Visitor {
  type: AccreditationType;
  firstName: string;
  lastName: string;
  email: string;
  document: string | null;
  phone: string;
  birthDate: string | null;
  gender: number | null;
  profession: string | null;
  companyName?: string;
  companyDocument?: string;
  /** demo company key of the registration link */
  companyKey?: string;
  city: string;
  state: string | null;
  country?: string;
  knowAbout: string;
  file?: string;
  daysAgo: number;
  ip: string;
  ua: string;
}

const SP = { zipCode: '01310100', street: 'Avenida Paulista', neighborhood: 'Bela Vista' };

const VISITORS: Visitor[] = [
  {
    type: 'guest',
    firstName: 'Luciana',
    lastName: 'Ferraz',
    email: 'luciana.ferraz@credenciamento.demo.feira.com.br',
    document: cpfFromBase(987_654_300 + 0),
    phone: '+5511991234501',
    birthDate: '1988-04-12',
    gender: 1,
    profession: 'Visitante',
    city: 'São Paulo',
    state: 'SP',
    knowAbout: 'Redes sociais',
    daysAgo: 6,
    ip: '189.40.12.7',
    ua: PHONE_UA,
  },
  {
    type: 'press',
    firstName: 'Ricardo',
    lastName: 'Nogueira',
    email: 'ricardo.nogueira@credenciamento.demo.feira.com.br',
    document: cpfFromBase(987_654_300 + 1),
    phone: '+5521987654302',
    birthDate: '1979-09-30',
    gender: 0,
    profession: 'Other',
    companyName: 'Revista Agro & Negócios',
    companyDocument: '45997418000153',
    city: 'Rio de Janeiro',
    state: 'RJ',
    knowAbout: 'Imprensa',
    daysAgo: 5,
    ip: '177.22.90.14',
    ua: ANDROID_UA,
  },
  {
    type: 'store',
    firstName: 'Patrícia',
    lastName: 'Lemos',
    email: 'patricia.lemos@credenciamento.demo.feira.com.br',
    document: cpfFromBase(987_654_300 + 2),
    phone: '+5531988776603',
    birthDate: '1992-01-08',
    gender: 1,
    profession: 'Other',
    companyName: 'Casa & Campo Utilidades',
    companyDocument: '27865757000102',
    city: 'Belo Horizonte',
    state: 'MG',
    knowAbout: 'E-mail',
    daysAgo: 4,
    ip: '201.17.3.88',
    ua: PHONE_UA,
  },
  {
    type: 'professional',
    firstName: 'Marina',
    lastName: 'Castro',
    email: 'marina.castro@credenciamento.demo.feira.com.br',
    document: cpfFromBase(987_654_300 + 3),
    phone: '+5541999887704',
    birthDate: '1985-06-21',
    gender: 1,
    profession: 'Arquiteto',
    city: 'Curitiba',
    state: 'PR',
    knowAbout: 'Indicação de amigo ou colega',
    file: 'registro-cau.pdf',
    daysAgo: 3,
    ip: '179.108.44.2',
    ua: PHONE_UA,
  },
  {
    type: 'importer',
    firstName: 'Daniel',
    lastName: 'Reyes',
    email: 'daniel.reyes@credenciamento.demo.feira.com.br',
    document: null,
    phone: '+14155552671',
    birthDate: null,
    gender: null,
    profession: null,
    companyName: 'Pacific Farm Imports',
    city: 'San Francisco',
    state: null,
    country: 'US',
    knowAbout: 'Site do evento',
    daysAgo: 2,
    ip: '73.162.5.19',
    ua: ANDROID_UA,
  },
  {
    type: 'builder',
    firstName: 'Edson',
    lastName: 'Pereira',
    email: 'edson.pereira@credenciamento.demo.feira.com.br',
    document: cpfFromBase(987_654_300 + 4),
    phone: '+5511976543206',
    birthDate: '1990-11-02',
    gender: 0,
    profession: 'Eletricista',
    companyKey: 'monta',
    city: 'Guarulhos',
    state: 'SP',
    knowAbout: 'Convite de expositor',
    file: 'certificado-nr10.pdf',
    daysAgo: 1,
    ip: '187.84.210.33',
    ua: ANDROID_UA,
  },
  {
    type: 'exhibitor',
    firstName: 'Camila',
    lastName: 'Duarte',
    email: 'camila.duarte@credenciamento.demo.feira.com.br',
    document: cpfFromBase(987_654_300 + 5),
    phone: '+5519998877607',
    birthDate: '1995-02-17',
    gender: 1,
    profession: 'Other',
    companyKey: 'sabor',
    city: 'Campinas',
    state: 'SP',
    knowAbout: 'Convite de expositor',
    daysAgo: 0,
    ip: '191.32.77.150',
    ua: PHONE_UA,
  },
];

async function accredit(ctx: DemoContext, v: Visitor) {
  const at = new Date(Date.now() - v.daysAgo * 86_400_000 - 3 * 3_600_000);
  const files = v.file
    ? [{ url: await ctx.putFile('user', v.file, CERTIFICATE_PDF, 'application/pdf') }]
    : [];
  const importer = v.type === 'importer';
  const values: Omit<NewUser, 'code'> = {
    firstName: v.firstName,
    lastName: v.lastName,
    fullName: `${v.firstName} ${v.lastName}`,
    email: v.email,
    document: v.document,
    phoneNumber: v.phone,
    nationalPhoneNumber: nationalPhoneOf(v.phone),
    birthDate: v.birthDate,
    gender: v.gender,
    profession: v.profession,
    companyName: v.companyName ?? null,
    companyDocument: v.companyDocument ?? null,
    companyId: v.companyKey ? await ctx.companyId(v.companyKey) : null,
    professionalFiles: files,
    address: importer
      ? { city: v.city, state: 'California', country: v.country ?? 'US' }
      : { ...SP, number: '1000', city: v.city, state: v.state ?? 'SP', country: 'BR' },
    city: v.city,
    state: v.state,
    role: 'User',
    status: 1,
    createdAt: at,
    updatedAt: at,
  };
  const user = await createUserRecord(ctx.db, values);
  await ctx.db.insert(accreditationConsents).values({
    userId: user.id,
    type: v.type,
    knowAbout: v.knowAbout,
    consentVersion: '1',
    consentText: DEFAULT_ACCREDITATION_TERMS,
    consentedAt: at,
    ip: v.ip,
    userAgent: v.ua,
    details: {
      channel: 'web',
      ...(v.type === 'professional' ? { architect: true, interiorDecorator: false } : {}),
      ...(importer ? { country: v.country } : {}),
    },
    createdAt: at,
  });
}

export const demoAccreditation: DemoSeeder = {
  area: 'credenciamento',
  present: async ({ db }) => Boolean(await findUserByEmail(db, VISITORS[0]!.email)),
  async seed(ctx) {
    for (const v of VISITORS) await accredit(ctx, v);
    return `${VISITORS.length} pessoas credenciadas pelo site, com consentimento LGPD`;
  },
};
