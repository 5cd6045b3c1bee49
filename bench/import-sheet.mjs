/**
 * The sheet the users-operations benchmark imports (users-ops.mjs): believable rows with accented
 * names, half the CPFs masked and half bare digits, and e-mails, CPFs and external ids no seeded user
 * has, so every row is created.
 */
import { randomUUID } from 'node:crypto';
import { formatCpf, SERVER_CODES, USER_IMPORT_CHUNK } from '@feira/shared';
import { cpfFromBase } from '../apps/server/src/scripts/generated-people.ts';

const FIRST = [
  'João',
  'Conceição',
  'Ângela',
  'Antônio',
  'Márcia',
  'José',
  'Luíza',
  'Sérgio',
  'Fábio',
  'Inês',
];
const LAST = ['Gonçalves', 'Araújo', 'Simões', 'Brandão', 'Magalhães', 'Assunção', 'Calçada', 'Falcão'];
const CITIES = [
  ['São Paulo', 'SP'],
  ['Ribeirão Preto', 'SP'],
  ['Belém', 'PA'],
  ['Florianópolis', 'SC'],
  ['Goiânia', 'GO'],
  ['Maceió', 'AL'],
];

/**
 * The 10,000 rows of the imported sheet (12 fields each, as the web's column mapping builds them).
 * `cpfBase` moves the CPFs (the bare-INSERT comparison of users-ops.mjs needs rows of its own).
 */
export function importRows(count, runTag, cpfBase = 900_000_000) {
  return Array.from({ length: count }, (_, i) => {
    const [city, state] = CITIES[i % CITIES.length];
    // the seed's CPF bases are 100,000,000 + i × 37: these never meet them
    const cpf = cpfFromBase(cpfBase + i);
    return {
      name: FIRST[i % FIRST.length],
      lastName: `${LAST[i % LAST.length]} ${LAST[(i * 7 + 3) % LAST.length]}`,
      email: `importado${i}.${runTag}@planilha.feira.test`,
      badgeName: i % 5 === 0 ? FIRST[(i + 1) % FIRST.length] : null,
      phoneNumber: `(11) 9${String(80_000_000 + i).padStart(8, '0')}`,
      cpf: i % 2 ? cpf : formatCpf(cpf),
      profession: i % 3 ? 'Arquiteto' : 'Engenheiro',
      companyName: `Construtora ${LAST[i % LAST.length]} Ltda`,
      companyDocument: null,
      city,
      state,
      externalId: `PLAN-${runTag}-${i}`,
    };
  });
}

/**
 * `rows` sent as the web sends a sheet (apps/web/src/features/users/sendImportSheet.ts): POST
 * /api/user/import chunks of 100 with two in flight, tagged with one sheet id and their position so the
 * server writes them in order; a chunk refused as out of order is sent again once its predecessor has
 * answered, and the rest go one at a time. Any other failure throws. `onAnswer(i, ms, envelope)` is
 * called per chunk in sheet order, `ms` from the chunk's first send to its answer. `inFlight` 1 sends
 * them one after another (as before the web kept two in flight; for comparisons). Answers the total
 * milliseconds.
 */
export async function sendSheet(base, token, rows, onAnswer = () => {}, inFlight = 2) {
  const sheet = randomUUID();
  const handed = [];
  const pace = { inFlight };
  const t0 = performance.now();
  for (let seq = 0, start = 0; start < rows.length; seq++, start += USER_IMPORT_CHUNK) {
    if (seq >= pace.inFlight) await handed[seq - pace.inFlight];
    const chunk = rows.slice(start, start + USER_IMPORT_CHUNK);
    const previous = handed[seq - 1] ?? Promise.resolve();
    const t = performance.now();
    const answer = (async () => {
      const first = await postChunk(base, token, chunk, { id: sheet, seq, previousAnswered: false });
      if (first.status !== 409 || first.body.message !== SERVER_CODES.importOutOfOrder) return first;
      pace.inFlight = 1; // as the web: one at a time after a refusal
      await previous;
      return postChunk(base, token, chunk, { id: sheet, seq, previousAnswered: true });
    })();
    handed.push(
      answer.then(async ({ status, body }) => {
        const ms = performance.now() - t;
        await previous;
        if (status !== 200)
          throw new Error(`POST /api/user/import: HTTP ${status} ${JSON.stringify(body).slice(0, 300)}`);
        onAnswer(seq, ms, body);
      }),
    );
  }
  await Promise.all(handed);
  return performance.now() - t0;
}

async function postChunk(base, token, rows, batch) {
  const res = await fetch(`${base}/api/user/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ rows, batch }),
  });
  return { status: res.status, body: await res.json() };
}
