/**
 * The sheet the users-operations benchmark imports (users-ops.mjs): believable rows with accented
 * names, half the CPFs masked and half bare digits, and e-mails, CPFs and external ids no seeded user
 * has, so every row is created.
 */
import { formatCpf, USER_IMPORT_CHUNK } from '@feira/shared';
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
 * /api/user/import chunks of 100, one after another. Any failure throws. `onAnswer(i, ms, envelope)` is
 * called per chunk, `ms` from the chunk's send to its answer. Answers the total milliseconds.
 */
export async function sendSheet(base, token, rows, onAnswer = () => {}) {
  const t0 = performance.now();
  for (let seq = 0, start = 0; start < rows.length; seq++, start += USER_IMPORT_CHUNK) {
    const t = performance.now();
    const { status, body } = await postChunk(base, token, rows.slice(start, start + USER_IMPORT_CHUNK));
    if (status !== 200)
      throw new Error(`POST /api/user/import: HTTP ${status} ${JSON.stringify(body).slice(0, 300)}`);
    onAnswer(seq, performance.now() - t, body);
  }
  return performance.now() - t0;
}

async function postChunk(base, token, rows) {
  const res = await fetch(`${base}/api/user/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ rows }),
  });
  return { status: res.status, body: await res.json() };
}
