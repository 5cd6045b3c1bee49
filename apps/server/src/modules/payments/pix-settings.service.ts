import { type PixSettings, pixSettingsSchema } from '@feira/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { readSetting, writeSetting } from '../settings/settings.repository';

const PIX_KEY = 'pix';

/** The Pix receiver: what an admin saved, else the PIX_* environment defaults (key '' = not configured). */
export async function readPixSettings(db: Db, config: Config): Promise<PixSettings> {
  const parsed = pixSettingsSchema.safeParse(await readSetting(db, PIX_KEY));
  return parsed.success ? parsed.data : { ...config.pix };
}

export async function updatePixSettings(db: Db, value: PixSettings, userId: string): Promise<PixSettings> {
  await writeSetting(db, PIX_KEY, value, userId);
  return value;
}
