/**
 * Demo seeder "montadoras, consumo e termos": the stand builders claimed by the exhibitors, with their
 * documents in every state (approved, pending, rejected with a reason, not sent), the stands'
 * electrical consumption lines, and the responsibility terms (one approved, one sent and waiting).
 */
import { ApprovalStatus, type BuilderDocumentKey } from '@feira/shared';
import { count } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { builderRecords } from '../db/schema';
import type { BuilderDocument } from '../db/schema/builders';
import { updateCompany } from '../modules/companies/companies.repository';
import { insertConsumptionItem, insertStandConsumption } from '../modules/consumption/consumption.repository';
import { DEMO_LOGINS } from './demo-data';
import type { DemoContext, DemoSeeder } from './demo-seed';

/** A one-page PDF with a title and a few lines: what the demo's uploaded documents look like. */
function demoPdf(title: string, lines: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(18).text(title);
    doc.moveDown();
    doc.font('Helvetica').fontSize(11);
    for (const line of lines) doc.text(line).moveDown(0.5);
    doc.end();
  });
}

const A = ApprovalStatus.Approved;
const P = ApprovalStatus.Pending;
const R = ApprovalStatus.Rejected;

type DocPlan = Partial<Record<BuilderDocumentKey, [status: number, reason?: string]>>;

/** Exhibitor -> builder, the answers and each document's state. */
// The demo manager's own exhibitor (sabor) has no builder and no term yet: what a manager does first.
const RECORDS: {
  exhibitor: string;
  builder: string;
  water: boolean | null;
  power: boolean | null;
  docs: DocPlan;
}[] = [
  {
    exhibitor: 'techagro',
    builder: 'monta',
    water: false,
    power: true,
    docs: {
      artExecution: [A],
      artProject: [R, 'A ART de projeto está sem a assinatura do responsável técnico.'],
      blueprint: [A],
      view: [P],
      volumetric3D: [A],
      insurancePolicy: [R, 'A apólice venceu antes do fim da desmontagem (14/03).'],
    },
  },
  { exhibitor: 'moveis', builder: 'arte', water: true, power: null, docs: { blueprint: [P], view: [A] } },
];

const DOC_TITLES: Record<BuilderDocumentKey, string> = {
  artExecution: 'ART de execução',
  artProject: 'ART de projeto',
  blueprint: 'Planta baixa',
  view: 'Vista',
  volumetric3D: 'Volumetria 3D',
  insurancePolicy: 'Apólice de seguro',
};

/** kVA catalogue (hundredths of a kVA) and each exhibitor's lines: [item, quantity]. */
const ITEMS = [
  ['Refletor LED 100 W', 10],
  ['Geladeira expositora', 50],
  ['Cafeteira expresso', 120],
  ['Ar-condicionado 12.000 BTU', 150],
  ['Televisor 55"', 20],
  ['Painel de LED 2 × 1 m', 80],
] as const;
const LINES: Record<string, [item: number, quantity: number][]> = {
  sabor: [
    [0, 12],
    [1, 2],
    [2, 1],
    [4, 2],
  ],
  techagro: [
    [0, 20],
    [3, 2],
    [5, 3],
  ],
  moveis: [
    [0, 8],
    [4, 1],
  ],
};

async function seedBuilderRecords(ctx: DemoContext, adminId: string) {
  let documents = 0;
  for (const r of RECORDS) {
    const docs: Partial<Record<BuilderDocumentKey, BuilderDocument>> = {};
    for (const [key, [status, reason]] of Object.entries(r.docs) as [
      BuilderDocumentKey,
      [number, string?],
    ][]) {
      const url = await ctx.putFile(
        'builder',
        `${r.exhibitor}-${key}.pdf`,
        await demoPdf(DOC_TITLES[key], [`Estande da ${r.exhibitor}`, 'Documento de demonstração.']),
        'application/pdf',
      );
      docs[key] = { url, status, reason: reason ?? null };
      documents++;
    }
    await ctx.db.insert(builderRecords).values({
      companyId: await ctx.companyId(r.exhibitor),
      builderCompanyId: await ctx.companyId(r.builder),
      needWaterAndDrain: r.water,
      needAdditionalThreePhasePower: r.power,
      createdBy: adminId,
      ...docs,
    });
  }
  return documents;
}

async function seedConsumption(ctx: DemoContext, adminId: string) {
  const items = [];
  for (const [name, centiKva] of ITEMS)
    items.push(
      await insertConsumptionItem(ctx.db, { name, consumptionCentiKva: centiKva, createdBy: adminId }),
    );
  let lines = 0;
  for (const [company, list] of Object.entries(LINES)) {
    const companyId = await ctx.companyId(company);
    for (const [i, quantity] of list) {
      const item = items[i]!;
      await insertStandConsumption(ctx.db, {
        companyId,
        itemId: item.id,
        productName: item.name,
        quantity,
        createdBy: adminId,
      });
      lines++;
    }
  }
  return { items: items.length, lines };
}

async function seedTerms(ctx: DemoContext) {
  const term = (company: string) =>
    demoPdf('Termo de responsabilidade', [
      `Empresa: ${company}`,
      'Declaramos conhecer e cumprir o regulamento de montagem e desmontagem da Feira Demo 2026.',
    ]);
  const approved = await ctx.putFile(
    'company',
    'termo-techagro.pdf',
    await term('TechAgro'),
    'application/pdf',
  );
  await updateCompany(ctx.db, await ctx.companyId('techagro'), {
    responsibilityFileUrl: approved,
    responsibilityStatus: A,
  });
  const sent = await ctx.putFile('company', 'termo-serra.pdf', await term('Serra Móveis'), 'application/pdf');
  await updateCompany(ctx.db, await ctx.companyId('moveis'), {
    responsibilityFileUrl: sent,
    responsibilityStatus: P,
  });
}

export const demoBuilders: DemoSeeder = {
  area: 'montadoras, consumo e termos',
  present: async ({ db }) => ((await db.select({ n: count() }).from(builderRecords))[0]?.n ?? 0) > 0,
  async seed(ctx) {
    const adminId = await ctx.userId(DEMO_LOGINS[0]!.email);
    const documents = await seedBuilderRecords(ctx, adminId);
    const consumption = await seedConsumption(ctx, adminId);
    await seedTerms(ctx);
    return `${RECORDS.length} expositores com montadora (${documents} documentos), ${consumption.items} itens de consumo e ${consumption.lines} linhas, 2 termos (1 aprovado, 1 aguardando)`;
  },
};
