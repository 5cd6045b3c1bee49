import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema';

const SETTING_KEY = 'local_files_folder';
const MARKER = '.feira-pasta';

/**
 * Local uploads (DATA_DIR/files) on PostgreSQL, checked at start-up (issue 40 §2): the first folder to
 * start on a database writes its id there; a process whose folder carries another id (another machine,
 * or another DATA_DIR) cannot see the files the others stored, so start-up warns. Every process on one
 * machine sharing DATA_DIR has the same id: that is fine and says nothing. Answers the warning, if any.
 */
export async function localFilesFolderWarning(db: Db, dataDir: string): Promise<string | undefined> {
  const folder = path.join(dataDir, 'files');
  const marker = path.join(folder, MARKER);
  let mine = (await readFile(marker, 'utf8').catch(() => '')).trim();
  if (!mine) {
    mine = randomUUID();
    await mkdir(folder, { recursive: true });
    await writeFile(marker, `${mine}\n`, { flag: 'wx' }).catch(async () => {
      // another process of this machine wrote it first: theirs counts
      mine = (await readFile(marker, 'utf8')).trim();
    });
  }
  await db.insert(appSettings).values({ key: SETTING_KEY, value: mine }).onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, SETTING_KEY));
  if (row?.value === mine) return undefined;
  return (
    `Arquivos locais em ${folder}: este banco de dados já é usado com outra pasta de arquivos ` +
    '(outra máquina ou outro DATA_DIR), e os arquivos enviados por um servidor não aparecem nos outros. ' +
    'Com vários servidores configure S3 (S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY); ' +
    'em uma máquina, use o mesmo DATA_DIR em todos os processos.'
  );
}
