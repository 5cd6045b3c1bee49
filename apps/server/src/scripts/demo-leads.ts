/**
 * Demo seeder "leads": visitors captured by the demo exhibitor Sabor do Campo (the manager
 * gestor@ and the user usuario@ of README's logins) over the last 30 days, spread over the six lanes
 * of its funnel, plus a few for TechAgro, so the report, the funnel and the dashboard show real data.
 */
import { eq } from 'drizzle-orm';
import { leads } from '../db/schema';
import { ensureDefaultLanes } from '../modules/leads/lanes.repository';
import { leadsChanged } from '../modules/leads/leads.repository';
import type { UserRow } from '../modules/users/users.repository';
import { createUserRecord } from '../modules/users/users.service';
import type { DemoSeeder } from './demo-seed';

const DAY_MS = 86_400_000;

/** Visitors: name, profession, company they declared, city, state. */
const VISITORS: ReadonlyArray<readonly [string, string, string, string, string, string]> = [
  ['Carla', 'Mendes', 'Arquiteto', 'Mendes Arquitetura', 'São Paulo', 'SP'],
  ['Rafael', 'Teixeira', 'Engenheiro Civil', 'Construtora Horizonte', 'Campinas', 'SP'],
  ['Beatriz', 'Lima', 'Designer de Interiores', 'Studio BL', 'Curitiba', 'PR'],
  ['Gustavo', 'Ferreira', 'Visitante', 'Empório Ferreira', 'Belo Horizonte', 'MG'],
  ['Fernanda', 'Rocha', 'Visitante', 'Mercado Bom Preço', 'Goiânia', 'GO'],
  ['Thiago', 'Barbosa', 'Outro', 'Distribuidora Barbosa', 'Salvador', 'BA'],
  ['Patrícia', 'Gomes', 'Visitante', 'Padaria Pão Dourado', 'Recife', 'PE'],
  ['Eduardo', 'Martins', 'Engenheiro Civil', 'Martins Engenharia', 'Porto Alegre', 'RS'],
  ['Camila', 'Ribeiro', 'Arquiteto', 'Ribeiro & Costa', 'Florianópolis', 'SC'],
  ['Leonardo', 'Carvalho', 'Visitante', 'Supermercados Carvalho', 'Ribeirão Preto', 'SP'],
  ['Aline', 'Souza', 'Visitante', 'Hortifruti da Aline', 'Santos', 'SP'],
  ['Ricardo', 'Almeida', 'Outro', 'Rede Sabor Mineiro', 'Uberlândia', 'MG'],
  ['Juliana', 'Castro', 'Designer de Interiores', 'Casa Castro Design', 'Rio de Janeiro', 'RJ'],
  ['Diego', 'Pereira', 'Visitante', 'Restaurante Fogão a Lenha', 'Londrina', 'PR'],
  ['Vanessa', 'Cardoso', 'Visitante', 'Empório Natural', 'Vitória', 'ES'],
  ['Marcelo', 'Araújo', 'Eletricista', 'Araújo Instalações', 'Fortaleza', 'CE'],
  ['Larissa', 'Nunes', 'Visitante', 'Café & Cia', 'Brasília', 'DF'],
  ['Felipe', 'Moreira', 'Outro', 'Atacadão Moreira', 'Manaus', 'AM'],
  ['Natália', 'Dias', 'Arquiteto', 'ND Projetos', 'Natal', 'RN'],
  ['Rodrigo', 'Correia', 'Visitante', 'Correia Alimentos', 'Cuiabá', 'MT'],
  ['Simone', 'Pinto', 'Visitante', 'Doceria Pinto', 'Joinville', 'SC'],
  ['André', 'Vieira', 'Engenheiro Civil', 'Vieira Obras', 'São José dos Campos', 'SP'],
  ['Bianca', 'Monteiro', 'Visitante', 'Mercearia Monteiro', 'Sorocaba', 'SP'],
  ['Paulo', 'Freitas', 'Outro', 'Freitas Representações', 'Maringá', 'PR'],
  ['Tatiane', 'Lopes', 'Visitante', 'Lanchonete Sabor Caseiro', 'João Pessoa', 'PB'],
  ['Henrique', 'Santana', 'Visitante', 'Santana Distribuidora', 'Campo Grande', 'MS'],
];

const NOTES = [
  'Interesse em linha de queijos artesanais para 3 lojas.',
  'Pediu tabela de preços e condições para pedido mínimo.',
  'Quer amostras de doces em compota; retornar após a feira.',
  'Procura fornecedor fixo de embutidos para o restaurante. Volume mensal de aproximadamente 200 kg, entrega quinzenal.',
  'Conversa rápida no estande; pediu catálogo por e-mail.',
  null,
  'Interessado em distribuir a marca na região Nordeste.',
  'Cliente antigo; quer renegociar prazo de pagamento.',
];

/** When each demo lead was captured (days ago, hour) and in which lane it sits now. */
function plan(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    daysAgo: (i * 7) % 30,
    hour: 9 + ((i * 5) % 9),
    status: i % 9 < 3 ? 0 : i % 6,
    note: NOTES[i % NOTES.length] ?? null,
  }));
}

export const demoLeads: DemoSeeder = {
  area: 'leads',
  async present(ctx) {
    const sabor = await ctx.companyId('sabor');
    const [row] = await ctx.db
      .select({ id: leads.id })
      .from(leads)
      .where(eq(leads.companyId, sabor))
      .limit(1);
    return row !== undefined;
  },
  async seed(ctx) {
    const { db } = ctx;
    const sabor = await ctx.companyId('sabor');
    const techagro = await ctx.companyId('techagro');
    const staff = [
      await ctx.userId('gestor@demo.feira.com.br'),
      await ctx.userId('usuario@demo.feira.com.br'),
    ];
    const visitors: UserRow[] = [];
    for (const [i, [first, last, profession, companyName, city, state]] of VISITORS.entries()) {
      const handle = `${first}.${last}`.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      const mobile = String(81_234_567 + i * 104_729).slice(0, 8);
      visitors.push(
        await createUserRecord(db, {
          firstName: first,
          lastName: last,
          fullName: `${first} ${last}`,
          email: `${handle}@visitante.demo.feira.com.br`,
          phoneNumber: `+55119${mobile}`,
          nationalPhoneNumber: `(11) 9${mobile.slice(0, 4)}-${mobile.slice(4)}`,
          profession,
          companyName,
          city,
          state,
          address: { city, state, country: 'BR' },
          role: 'User',
          status: 1,
        }),
      );
    }
    await ensureDefaultLanes(db, sabor);
    await ensureDefaultLanes(db, techagro);
    const now = Date.now();
    const rows = plan(visitors.length).map((p, i) => {
      const day = new Date(now - p.daysAgo * DAY_MS);
      day.setUTCHours(p.hour + 3, (i * 13) % 60, 0, 0); // business hours in São Paulo (UTC-3)
      const createdAt = day.getTime() > now ? new Date(now - (i + 1) * 60_000) : day;
      return {
        companyId: sabor,
        userId: visitors[i]!.id,
        status: p.status,
        info: p.note,
        createdBy: staff[i % 2]!,
        createdAt,
        updatedAt: createdAt,
      };
    });
    const otavio = await ctx.userId('otavio@techagro.com.br');
    const techRows = visitors.slice(0, 6).map((v, i) => ({
      companyId: techagro,
      userId: v.id,
      status: i % 4,
      info: 'Visitou o estande de máquinas.',
      createdBy: otavio,
      createdAt: new Date(now - (i * 3 + 1) * DAY_MS),
    }));
    await db.insert(leads).values([...rows, ...techRows]);
    leadsChanged(db);
    const saborCount = (await db.select({ id: leads.id }).from(leads).where(eq(leads.companyId, sabor)))
      .length;
    return `${saborCount} leads da Sabor do Campo, ${techRows.length} da TechAgro, ${visitors.length} visitantes`;
  },
};
