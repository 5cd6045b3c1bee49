// Serialisation of the users list answer, in process (issue 17): the same page of users written by
// (a) plain JSON.stringify of the whole presented rows (no response schema: what the server did before),
// (b) the zod serialiser of fastify-type-provider-zod (parse the schema, then JSON.stringify),
// (c) fast-json-stringify compiled from the schema's JSON Schema (what the server does now).
// `node --import tsx bench/serialiser.ts [rows per page, default 15 and 100]`
import { listResponse, userModelSchema } from '@feira/shared';
import { serializerCompiler as zodCompiler } from 'fastify-type-provider-zod';
import { responseSerializerCompiler } from '../apps/server/src/core/response-schemas';

const schema = listResponse(userModelSchema);
const sizes = process.argv.slice(2).map(Number).filter(Boolean);
const route = { schema, method: 'GET', url: '/api/user', httpStatus: '200' } as never;
const writers: Record<string, (data: unknown) => string> = {
  'JSON.stringify (no schema)': (data) => JSON.stringify(data),
  'zod parse + JSON.stringify': zodCompiler(route),
  'fast-json-stringify': responseSerializerCompiler(route),
};

/** A user as users.presenter.ts hands it over: every column but the hash, plus a few internal ones. */
function row(i: number) {
  return {
    _id: `01a2f000-0000-7000-8000-${String(i).padStart(12, '0')}`,
    firstName: 'Antônio',
    lastName: 'Gonçalves Araújo',
    fullName: 'Antônio Gonçalves Araújo',
    badgeName: null,
    document: '52998224725',
    email: `antonio.${i}@exemplo.com.br`,
    phoneNumber: '+5511987654321',
    nationalPhoneNumber: '11987654321',
    birthDate: '1990-03-15',
    gender: 0,
    profession: 'architect',
    companyName: 'Expositora Paulista Ltda',
    companyDocument: '11222333000181',
    companyId: '01a2f000-0000-7000-8000-000000000001',
    company: { _id: '01a2f000-0000-7000-8000-000000000001', name: 'Expositora Paulista', companyType: 'E' },
    sector: 'Comercial',
    code: 'AB12CD34EF',
    ticketType: 'VIP',
    externalId: null,
    role: 'User',
    status: 1,
    pendingApproval: false,
    mustResetPassword: false,
    professionalFiles: [],
    qrPrinted: i % 2 === 0,
    checkInAt: i % 3 === 0 ? new Date() : null,
    address: { city: 'São Paulo', state: 'SP', country: 'BR' },
    city: 'São Paulo',
    state: 'SP',
    mobile: false,
    createdBy: null,
    createdAt: new Date(),
    updatedAt: new Date(),
  };
}

function measure(write: (data: unknown) => string, data: unknown, ms: number) {
  let n = 0;
  const end = performance.now() + ms;
  while (performance.now() < end) {
    for (let i = 0; i < 50; i++) write(data);
    n += 50;
  }
  return n / (ms / 1000);
}

for (const size of sizes.length ? sizes : [15, 100]) {
  const data = {
    isValid: true,
    model: Array.from({ length: size }, (_, i) => row(i)),
    errors: {},
    message: null,
    params: { count: 100_000 },
  };
  for (const write of Object.values(writers)) measure(write, data, 300); // warm-up
  // three interleaved rounds so a busy neighbour weighs on every writer alike; the best round counts
  const best: Record<string, number> = {};
  for (let round = 0; round < 3; round++)
    for (const [name, write] of Object.entries(writers))
      best[name] = Math.max(best[name] ?? 0, measure(write, data, 700));
  console.log(
    `\n${size} rows per page (load average ${(await import('node:os'))
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  );
  for (const [name, write] of Object.entries(writers))
    console.log(
      `  ${name.padEnd(28)} ${Math.round(best[name]!).toLocaleString('en').padStart(8)} pages/s  ${(1e6 / best[name]!).toFixed(1).padStart(7)} µs/page  ${write(data).length} bytes`,
    );
}
