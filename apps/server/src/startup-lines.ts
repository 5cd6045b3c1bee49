import type { Config } from './config';

/** What `npm start` prints once the app listens (main.ts, or the cluster's primary for N processes). */
export function startupLines(
  config: Config,
  admin: { email: string; password?: string } | undefined,
  opts: { demo: boolean; databaseKind: 'pglite' | 'postgres' },
): string {
  const lines = [
    '',
    `  Feira Back Office pronto em ${config.publicUrl}`,
    `  Banco de dados: ${opts.databaseKind === 'pglite' ? `PGlite embutido em ${config.dataDir}/pglite` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  if (config.webConcurrency > 1) lines.push(`  Processos: ${config.webConcurrency} (WEB_CONCURRENCY)`);
  if (admin) {
    lines.push(`  Primeiro administrador: ${admin.email}`);
    lines.push(
      admin.password
        ? `  Senha gerada (anote, não será mostrada de novo): ${admin.password}`
        : '  Senha: a definida em ADMIN_PASSWORD',
    );
  } else if (!opts.demo) lines.push('  Entre com um usuário existente.');
  return `${lines.join('\n')}\n`;
}
