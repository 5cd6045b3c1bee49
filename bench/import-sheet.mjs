/**
 * The sheet the users-operations benchmark imports (users-ops.mjs): believable rows with accented
 * names, half the CPFs masked and half bare digits, and e-mails, CPFs and external ids no seeded user
 * has, so every row is created.
 */

function checkDigit(digits, weights) {
  const sum = digits.reduce((acc, d, i) => acc + d * weights[i], 0);
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}

/** A valid CPF from a 9-digit base (the seed uses bases 100,000,000 + i × 37; we use 9xx,xxx,xxx). */
function cpfFromBase(base) {
  const d = String(base).padStart(9, '0').split('').map(Number);
  d.push(checkDigit(d, [10, 9, 8, 7, 6, 5, 4, 3, 2]));
  d.push(checkDigit(d, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]));
  return d.join('');
}

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

/** The 10,000 rows of the imported sheet (12 fields each, as the web's column mapping builds them). */
export function importRows(count, runTag) {
  return Array.from({ length: count }, (_, i) => {
    const [city, state] = CITIES[i % CITIES.length];
    const cpf = cpfFromBase(900_000_000 + i);
    return {
      name: FIRST[i % FIRST.length],
      lastName: `${LAST[i % LAST.length]} ${LAST[(i * 7 + 3) % LAST.length]}`,
      email: `importado${i}.${runTag}@planilha.feira.test`,
      badgeName: i % 5 === 0 ? FIRST[(i + 1) % FIRST.length] : null,
      phoneNumber: `(11) 9${String(80_000_000 + i).padStart(8, '0')}`,
      cpf: i % 2 ? cpf : `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`,
      profession: i % 3 ? 'Arquiteto' : 'Engenheiro',
      companyName: `Construtora ${LAST[i % LAST.length]} Ltda`,
      companyDocument: null,
      city,
      state,
      externalId: `PLAN-${runTag}-${i}`,
    };
  });
}
