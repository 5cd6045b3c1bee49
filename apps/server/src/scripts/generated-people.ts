/**
 * Deterministic, believable Brazilian people and companies, shared by the load test (bench/seed.ts)
 * and the demo fair (demo-crowd.ts). The same seed gives the same names, e-mails, CPFs and dates on
 * every driver, so the figures compare like with like.
 */
import type { Role } from '@feira/shared';

/** mulberry32: tiny, fast, good enough to spread test data. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export type Weighted = readonly (readonly [string, number])[];

/** Picks from a weighted list with a cumulative table (binary search). */
export function weightedPicker(list: Weighted, random: () => number): () => string {
  const cumulative: number[] = [];
  let total = 0;
  for (const [, w] of list) {
    total += w;
    cumulative.push(total);
  }
  return () => {
    const x = random() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! > x) hi = mid;
      else lo = mid + 1;
    }
    return list[lo]![0];
  };
}

export const pick = <T>(list: readonly T[], random: () => number): T =>
  list[Math.floor(random() * list.length)]!;

// Weights loosely follow how common the names are in Brazil (IBGE lists); accents kept as written.
export const MALE_FIRST_NAMES: Weighted = [
  ['José', 50],
  ['João', 40],
  ['Antônio', 30],
  ['Francisco', 28],
  ['Carlos', 26],
  ['Paulo', 24],
  ['Pedro', 22],
  ['Lucas', 22],
  ['Luiz', 20],
  ['Marcos', 18],
  ['Luís', 16],
  ['Gabriel', 16],
  ['Rafael', 15],
  ['Daniel', 14],
  ['Marcelo', 14],
  ['Bruno', 13],
  ['Eduardo', 12],
  ['Felipe', 12],
  ['Raimundo', 11],
  ['Rodrigo', 11],
  ['Sebastião', 8],
  ['Otávio', 6],
  ['Vinícius', 9],
  ['Fábio', 8],
  ['Sérgio', 8],
  ['Rogério', 6],
  ['Cláudio', 6],
  ['Mateus', 10],
  ['Gustavo', 10],
  ['Thiago', 10],
  ['André', 9],
  ['Caio', 6],
  ['Heitor', 5],
  ['Davi', 8],
  ['Arthur', 8],
  ['Joaquim', 4],
  ['Benedito', 3],
  ['Severino', 3],
  ['Édson', 3],
  ['Márcio', 6],
];

export const FEMALE_FIRST_NAMES: Weighted = [
  ['Maria', 60],
  ['Ana', 40],
  ['Francisca', 14],
  ['Antônia', 12],
  ['Adriana', 12],
  ['Juliana', 12],
  ['Márcia', 11],
  ['Fernanda', 11],
  ['Patrícia', 11],
  ['Aline', 10],
  ['Sandra', 9],
  ['Camila', 10],
  ['Amanda', 9],
  ['Bruna', 9],
  ['Jéssica', 9],
  ['Letícia', 9],
  ['Júlia', 9],
  ['Luciana', 8],
  ['Vanessa', 8],
  ['Mariana', 8],
  ['Gabriela', 8],
  ['Vitória', 6],
  ['Larissa', 7],
  ['Cecília', 5],
  ['Helena', 6],
  ['Thaís', 6],
  ['Conceição', 4],
  ['Inês', 3],
  ['Débora', 5],
  ['Mônica', 5],
  ['Célia', 4],
  ['Lúcia', 5],
  ['Beatriz', 7],
  ['Raquel', 5],
  ['Simone', 5],
  ['Tânia', 4],
  ['Rosângela', 4],
  ['Luíza', 6],
  ['Lívia', 5],
  ['Sônia', 4],
];

export const SURNAMES: Weighted = [
  ['Silva', 110],
  ['Santos', 70],
  ['Oliveira', 50],
  ['Souza', 45],
  ['Rodrigues', 30],
  ['Ferreira', 30],
  ['Alves', 28],
  ['Pereira', 28],
  ['Lima', 26],
  ['Gomes', 24],
  ['Costa', 22],
  ['Ribeiro', 20],
  ['Martins', 18],
  ['Carvalho', 18],
  ['Almeida', 16],
  ['Lopes', 14],
  ['Soares', 14],
  ['Fernandes', 13],
  ['Vieira', 13],
  ['Barbosa', 12],
  ['Rocha', 12],
  ['Dias', 11],
  ['Nascimento', 11],
  ['Andrade', 10],
  ['Moreira', 10],
  ['Nunes', 9],
  ['Marques', 9],
  ['Machado', 9],
  ['Mendes', 8],
  ['Freitas', 8],
  ['Cardoso', 8],
  ['Ramos', 8],
  ['Gonçalves', 8],
  ['Santana', 7],
  ['Teixeira', 7],
  ['Araújo', 9],
  ['Guimarães', 5],
  ['Brandão', 4],
  ['Magalhães', 4],
  ['Conceição', 4],
  ['Falcão', 3],
  ['Simões', 3],
  ['Assunção', 2],
  ['Romão', 2],
  ['Estêvão', 1],
  ['Patrício', 2],
  ['Galvão', 3],
  ['Sá', 2],
  ['Xavier', 4],
  ['Monteiro', 5],
];

export const CITIES: readonly (readonly [city: string, state: string, ddd: string])[] = [
  ['São Paulo', 'SP', '11'],
  ['Campinas', 'SP', '19'],
  ['Ribeirão Preto', 'SP', '16'],
  ['Rio de Janeiro', 'RJ', '21'],
  ['Niterói', 'RJ', '21'],
  ['Belo Horizonte', 'MG', '31'],
  ['Uberlândia', 'MG', '34'],
  ['Brasília', 'DF', '61'],
  ['Salvador', 'BA', '71'],
  ['Fortaleza', 'CE', '85'],
  ['Recife', 'PE', '81'],
  ['Porto Alegre', 'RS', '51'],
  ['Curitiba', 'PR', '41'],
  ['Londrina', 'PR', '43'],
  ['Goiânia', 'GO', '62'],
  ['Belém', 'PA', '91'],
  ['Manaus', 'AM', '92'],
  ['São Luís', 'MA', '98'],
  ['Maceió', 'AL', '82'],
  ['Natal', 'RN', '84'],
  ['João Pessoa', 'PB', '83'],
  ['Florianópolis', 'SC', '48'],
  ['Joinville', 'SC', '47'],
  ['Vitória', 'ES', '27'],
  ['Cuiabá', 'MT', '65'],
  ['Campo Grande', 'MS', '67'],
  ['Teresina', 'PI', '86'],
  ['Aracaju', 'SE', '79'],
];

export const STREETS = [
  'Rua das Acácias',
  'Avenida Paulista',
  'Rua São Bento',
  'Avenida Getúlio Vargas',
  'Rua Sete de Setembro',
  'Rua Dom Pedro II',
  'Avenida Brasil',
  'Rua XV de Novembro',
  'Travessa da Conceição',
  'Rua Barão do Rio Branco',
  'Avenida Tiradentes',
  'Rua Marechal Deodoro',
] as const;

export const NEIGHBORHOODS = [
  'Centro',
  'Jardim América',
  'Vila Nova',
  'Boa Vista',
  'Santa Cecília',
  'Bela Vista',
] as const;

export const PROFESSIONS = [
  'Engenheiro(a) civil',
  'Arquiteto(a)',
  'Técnico(a) em eletrotécnica',
  'Vendedor(a)',
  'Gerente comercial',
  'Analista de marketing',
  'Designer',
  'Promotor(a) de eventos',
  'Recepcionista',
  'Montador(a)',
  'Eletricista',
  'Administrador(a)',
  'Contador(a)',
  'Médico(a) veterinário(a)',
  'Agrônomo(a)',
  'Nutricionista',
  'Fotógrafo(a)',
  'Segurança',
  'Motorista',
  'Consultor(a)',
] as const;

export const SECTORS = [
  'Comercial',
  'Marketing',
  'Operações',
  'Financeiro',
  'Diretoria',
  'Logística',
  'Técnico',
] as const;

const COMPANY_PREFIXES = [
  'Comércio de Alimentos',
  'Indústria',
  'Distribuidora',
  'Agropecuária',
  'Construtora',
  'Montagens',
  'Eventos',
  'Tecnologia',
  'Transportes',
  'Máquinas Agrícolas',
  'Cerâmica',
  'Laticínios',
] as const;
const COMPANY_CORES = [
  'São João',
  'Nova Esperança',
  'Ipê Amarelo',
  'Araucária',
  'Jequitibá',
  'Horizonte',
  'Aliança',
  'Três Irmãos',
  'Guarani',
  'Açaí',
  'Pinhão',
  'Cerrado',
  'Pantanal',
  'Sertão',
  'Boa Safra',
  'Mantiqueira',
  'Itapuã',
  'Paraíso',
] as const;
const COMPANY_SUFFIXES = ['Ltda.', 'S.A.', 'EIRELI', 'ME'] as const;

export function companyName(random: () => number): { name: string; socialName: string } {
  const core = pick(COMPANY_CORES, random);
  const prefix = pick(COMPANY_PREFIXES, random);
  return {
    name: `${prefix} ${core} ${pick(COMPANY_SUFFIXES, random)}`,
    socialName: `${core} ${prefix.split(' ')[0]}`,
  };
}

/** Lower-case ASCII for e-mail local parts: "João" -> "joao". */
export function slug(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

function checkDigit(digits: number[], weights: number[]): number {
  const sum = digits.reduce((acc, d, i) => acc + d * weights[i]!, 0);
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}

/** A valid CPF from a 9-digit base (different bases give different CPFs). */
export function cpfFromBase(base: number): string {
  const d = String(base).padStart(9, '0').split('').map(Number);
  d.push(checkDigit(d, [10, 9, 8, 7, 6, 5, 4, 3, 2]));
  d.push(checkDigit(d, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]));
  return d.join('');
}

/** A valid CNPJ (headquarters "0001") from an 8-digit base. */
export function cnpjFromBase(base: number): string {
  const d = `${String(base).padStart(8, '0')}0001`.split('').map(Number);
  d.push(checkDigit(d, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]));
  d.push(checkDigit(d, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]));
  return d.join('');
}

/** A company a generated person may work for. */
export interface CompanyRef {
  id: string;
  name: string;
  document: string;
}

const ROLE_SHARES: [Role, number][] = [
  ['User', 0.86],
  ['Manager', 0.92],
  ['Receptionist', 0.95],
  ['Builder', 0.97],
  ['Project_Manager', 0.99],
  ['Admin', 1],
];

export interface PeopleOptions {
  random: () => number;
  /** Companies 75 % of the people work for (the rest have none). */
  companies: readonly CompanyRef[];
  /** The i-th person's sign-up moment from `(i + jitter)`, jitter in [0, 1). */
  createdAt: (i: number, jitter: number) => Date;
  /** First 9-digit CPF base; person i gets cpfFromBase(cpfBase + i * 37). */
  cpfBase?: number;
  /** Every role drawn but Admin (the demo has its own admins). */
  noAdmins?: boolean;
}

/**
 * The person generator: call the result with 0, 1, 2... for the user row of each person (without id,
 * badge code and password hash). Names follow the IBGE weights, e-mails are unique by `i`.
 */
export function peopleGenerator(opts: PeopleOptions) {
  const { random, companies } = opts;
  const male = weightedPicker(MALE_FIRST_NAMES, random);
  const female = weightedPicker(FEMALE_FIRST_NAMES, random);
  const surname = weightedPicker(SURNAMES, random);
  const cpfBase = opts.cpfBase ?? 100_000_000;
  return (i: number) => {
    const gender = random() < 0.5 ? 0 : 1;
    const firstName = gender === 0 ? male() : female();
    const s1 = surname();
    let s2 = surname();
    if (s2 === s1) s2 = surname();
    const lastName = random() < 0.6 ? `${s1} ${s2}` : s2;
    const [city, state, ddd] = pick(CITIES, random);
    const company = random() < 0.75 ? companies[Math.floor(random() * companies.length)] : undefined;
    const r = random();
    let role = ROLE_SHARES.find(([, upTo]) => r < upTo)![0];
    if (opts.noAdmins && role === 'Admin') role = 'User';
    const s = random();
    const status = s < 0.95 ? 1 : 0;
    const mobileDigits = `9${String(Math.floor(random() * 1e8)).padStart(8, '0')}`;
    const createdAt = opts.createdAt(i, random());
    return {
      firstName,
      lastName,
      fullName: `${firstName} ${lastName}`,
      badgeName: `${firstName} ${s1}`,
      document: cpfFromBase(cpfBase + i * 37),
      email: `${slug(firstName)}.${slug(s2)}.${i}@${i % 3 === 0 ? 'gmail.com' : i % 3 === 1 ? 'hotmail.com' : 'empresa.com.br'}`,
      phoneNumber: `+55${ddd}${mobileDigits}`,
      // stored one way (shared nationalPhoneOf): DDD + number digits
      nationalPhoneNumber: `${ddd}${mobileDigits}`,
      birthDate: `${1960 + Math.floor(random() * 45)}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`,
      gender,
      profession: pick(PROFESSIONS, random),
      companyName: company?.name ?? null,
      companyDocument: company?.document ?? null,
      companyId: company?.id ?? null,
      sector: company ? pick(SECTORS, random) : null,
      role,
      status,
      pendingApproval: status === 0 && s > 0.99,
      address: {
        street: pick(STREETS, random),
        number: String(1 + Math.floor(random() * 3000)),
        neighborhood: pick(NEIGHBORHOODS, random),
        city,
        state,
        zipCode: String(10_000_000 + Math.floor(random() * 89_999_999)),
        country: 'BR',
      },
      city,
      state,
      mobile: random() < 0.2,
      createdAt,
      updatedAt: createdAt,
    };
  };
}
