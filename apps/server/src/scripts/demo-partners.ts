/**
 * Demo seeder "páginas de parceiros": every official-partner page with its own image (the JPEGs in
 * demo-assets/, drawn for the demo), a description and a contact, as an admin would configure them.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PARTNERS, PARTNER_PAGE_KEYS, type PartnersSettings } from '@feira/shared';
import { readSetting, writeSetting } from '../modules/settings/settings.repository';
import { DEMO_LOGINS } from './demo-data';
import type { DemoSeeder } from './demo-seed';

const ASSETS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'demo-assets');
/** app_settings key of the partner pages (settings.service.ts). */
const PARTNERS_KEY = 'partners';

const DESCRIPTIONS: Record<(typeof PARTNER_PAGE_KEYS)[number], string> = {
  stand18: 'Estande em octanorm com testeira, carpete, iluminação e tomada. Entregue montado na véspera.',
  stand36: 'Ilha com balcão de atendimento, depósito com chave e iluminação em trilho.',
  stand45: 'Estande com mezanino opcional, sala fechada e painel para a sua marca.',
  stand54: 'Estande completo com sala de reunião, copa e área de exposição ampla.',
  safe: 'Seguro de responsabilidade civil e de equipamentos durante montagem, feira e desmontagem.',
  trip: 'Passagens e hospedagem com tarifa especial para expositores e suas equipes.',
  marketing: 'Campanhas de e-mail, redes sociais e mídia para atrair visitantes ao seu estande.',
  architect: 'Arquitetos credenciados pela organização fazem o projeto do seu estande dentro do regulamento.',
  graphic: 'Impressão de lonas, adesivos, folders e materiais de ponto de venda entregues no pavilhão.',
  landscaping: 'Plantas, jardins verticais e arranjos para deixar o estande mais acolhedor.',
};

export const demoPartners: DemoSeeder = {
  area: 'páginas de parceiros',
  present: async ({ db }) => (await readSetting(db, PARTNERS_KEY)) !== undefined,
  async seed(ctx) {
    const pages = structuredClone(DEFAULT_PARTNERS) as PartnersSettings;
    for (const key of PARTNER_PAGE_KEYS) {
      const bytes = await readFile(path.join(ASSETS, `partner-${key}.jpg`));
      const url = await ctx.putFile('files', `parceiro-${key}.jpg`, bytes, 'image/jpeg');
      pages[key] = {
        ...pages[key],
        description: DESCRIPTIONS[key],
        phoneNumber: '+5511987654321',
        images: [url],
      };
    }
    await writeSetting(ctx.db, PARTNERS_KEY, pages, await ctx.userId(DEMO_LOGINS[0]!.email));
    return `${PARTNER_PAGE_KEYS.length} páginas com imagem`;
  },
};
