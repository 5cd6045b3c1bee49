import type { Role } from '../roles';
import { canOpen } from './ui-routes';

/**
 * Sidebar entries by role (spec part 1 §6 "Sidebar visibility", part 2 §2.17).
 * `icon` is a key the web maps to an icon. An entry shows when the role is listed AND the route guard
 * lets the role open its path, so the sidebar can never offer a page the guard refuses.
 * Entries with roles 'hide' are the spec's pseudo-role: nobody sees them.
 */
export interface SidebarEntry {
  key: string;
  label: string;
  path?: string;
  icon: string;
  roles: readonly Role[] | 'hide';
  children?: readonly SidebarEntry[];
}

const A: Role = 'Admin';
const M: Role = 'Manager';
const R: Role = 'Receptionist';
const U: Role = 'User';
const B: Role = 'Builder';
const P: Role = 'Project_Manager';

const partner = (
  key: string,
  label: string,
  path: string,
  roles: readonly Role[] | 'hide' = [M],
): SidebarEntry => ({
  key,
  label,
  path,
  icon: 'partner',
  roles,
});

export const SIDEBAR: readonly SidebarEntry[] = [
  { key: 'home', label: 'Início', path: '/', icon: 'home', roles: [A, M, U] },
  // what the organisers published for exhibitors, builders and providers (issue 39 item 16)
  { key: 'updates', label: 'Novidades', path: '/novidades', icon: 'news', roles: [M, U, B] },
  {
    key: 'users',
    label: 'Usuários',
    icon: 'users',
    roles: [A, M, B, R],
    children: [
      { key: 'users.list', label: 'Usuários', path: '/user', icon: 'users', roles: [A, M, B, R] },
      { key: 'users.team', label: 'Cadastrar equipe', path: '/user/new', icon: 'userAdd', roles: [M, B] },
      { key: 'users.new', label: 'Cadastrar usuário', path: '/user/new', icon: 'userAdd', roles: [A, R] },
    ],
  },
  {
    key: 'companies',
    label: 'Empresas',
    icon: 'company',
    roles: [A, P],
    children: [
      { key: 'companies.list', label: 'Expositores', path: '/company', icon: 'company', roles: [A, P] },
      {
        key: 'companies.new',
        label: 'Cadastrar expositor',
        path: '/company/new',
        icon: 'companyAdd',
        roles: [A, R],
      },
      {
        key: 'companies.builders',
        label: 'Relatório de montadoras',
        path: '/builder',
        icon: 'builder',
        roles: [A],
      },
      {
        key: 'companies.providers',
        label: 'Prestadores de Serviço',
        path: '/ServiceProvider',
        icon: 'provider',
        roles: [A],
      },
      // not in the spec's table: where the admin configures the managers' official-partner pages
      {
        key: 'companies.partners',
        label: 'Páginas de parceiros',
        path: '/builder/partners',
        icon: 'partner',
        roles: [A],
      },
    ],
  },
  { key: 'exhibitors', label: 'Expositores', path: '/company/builder', icon: 'company', roles: [B] },
  { key: 'builder.mine', label: 'Minha montadora', path: '/builder/mine', icon: 'builder', roles: [M] },
  {
    key: 'responsibility',
    label: 'Termo de responsabilidade',
    path: '/company/responsibility',
    icon: 'term',
    roles: [B, M],
  },
  {
    key: 'consumption.stand',
    label: 'Consumo do estande',
    path: '/builder/consumption',
    icon: 'power',
    roles: [A, M],
  },
  {
    key: 'consumption.items',
    label: 'Itens de consumo',
    path: '/consumption/item',
    icon: 'power',
    roles: [A],
  },
  {
    key: 'providers.new',
    label: 'Cadastrar prestador',
    path: '/ServiceProvider/new',
    icon: 'provider',
    roles: [M],
  },
  {
    key: 'partners',
    label: 'Parceiros oficiais',
    icon: 'partner',
    roles: [M],
    children: [
      partner('partners.18', 'Estande 18 m²', '/builder/official/18'),
      partner('partners.22', 'Estande 22,5 m²', '/builder/official/22-5', 'hide'),
      partner('partners.27', 'Estande 27 m²', '/builder/official/27', 'hide'),
      partner('partners.30', 'Estande 30 m²', '/builder/official/30', 'hide'),
      partner('partners.36', 'Estande 36 m²', '/builder/official/36'),
      partner('partners.45', 'Estande 45 m²', '/builder/official/45'),
      partner('partners.54', 'Estande 54 m²', '/builder/official/54'),
      partner('partners.safe', 'Seguro', '/builder/safe'),
      partner('partners.trip', 'Viagem', '/builder/trip'),
      partner('partners.marketing', 'Marketing', '/builder/marketing'),
      partner('partners.architect', 'Arquiteto', '/builder/architect'),
      partner('partners.graphic', 'Gráfica', '/builder/graphic'),
      partner('partners.landscaping', 'Paisagismo', '/builder/landscaping'),
    ],
  },
  { key: 'leads.scan', label: 'Capturar leads', path: '/lead/scan', icon: 'scan', roles: [M, U] },
  { key: 'leads.funnel', label: 'Funil de leads', path: '/lead/funil', icon: 'funnel', roles: [M, U] },
  { key: 'leads.report', label: 'Relatório de leads', path: '/lead', icon: 'leads', roles: [A, M, U] },
  { key: 'budgets', label: 'Orçamentos', path: '/budget', icon: 'budget', roles: [A, M, U] },
  { key: 'transactions', label: 'Pagamentos', path: '/transaction', icon: 'payment', roles: [A, M, U] },
  { key: 'cashback', label: 'Cashback', path: '/cashback', icon: 'cashback', roles: [A, M] },
  { key: 'events', label: 'Eventos', path: '/event', icon: 'event', roles: [A, R] },
  { key: 'certificates', label: 'Certificados', path: '/certificate', icon: 'certificate', roles: [A] },
  {
    key: 'consumption.staff',
    label: 'Consumo da equipe',
    path: '/consumption/staff',
    icon: 'food',
    roles: [A, M, U],
  },
  {
    key: 'consumption.logs',
    label: 'Logs de Consumo',
    path: '/consumption/logs',
    icon: 'logs',
    roles: [A, R],
  },
  {
    key: 'productCategories',
    label: 'Categorias de produto',
    path: '/productCategory',
    icon: 'category',
    roles: [A],
  },
  { key: 'products', label: 'Produtos', path: '/product', icon: 'product', roles: [A] },
  { key: 'news', label: 'Notícias', path: '/news', icon: 'news', roles: [A] },
  { key: 'courses', label: 'Vídeos', path: '/courses', icon: 'video', roles: [A] },
  // the e-mail queue: who was sent what, and what failed (issue 40 §1)
  { key: 'mailJobs', label: 'Envios', path: '/envios', icon: 'mail', roles: [A] },
  { key: 'construction', label: 'Obras', path: '/construction', icon: 'construction', roles: [A, M] },
  { key: 'courses.user', label: 'Cursos', path: '/cursos/user', icon: 'video', roles: [M] },
];

function visible(entry: SidebarEntry, role: Role): boolean {
  if (entry.roles === 'hide' || !entry.roles.includes(role)) return false;
  return entry.path ? canOpen(entry.path, role) : true;
}

/** The sidebar a role sees: hidden entries and empty groups removed. */
export function sidebarFor(role: Role): SidebarEntry[] {
  const out: SidebarEntry[] = [];
  for (const entry of SIDEBAR) {
    if (!visible(entry, role)) continue;
    if (entry.children) {
      const children = entry.children.filter((c) => visible(c, role));
      if (children.length) out.push({ ...entry, children });
    } else out.push(entry);
  }
  return out;
}
