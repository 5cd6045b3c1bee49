import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration from the environment', () => {
  it('applies the documented defaults and keeps a generated JWT secret in the data folder', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'feira-config-'));
    try {
      const config = loadConfig({ DATA_DIR: dir });
      expect(config).toMatchObject({
        port: 3000,
        publicUrl: 'http://localhost:3000',
        authRateLimit: 30,
        s3: undefined,
      });
      expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
      expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(config.jwtSecret);
      expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('stops with a message naming each invalid variable', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        ADMIN_PASSWORD: '123',
        JWT_SECRET: 'curto',
        DATA_DIR: '/tmp/x',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (e) {
      const msg = (e as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'ADMIN_PASSWORD', 'JWT_SECRET'])
        expect(msg).toContain(name);
    }
  });

  it('requires the S3 settings together', () => {
    expect(() => loadConfig({ S3_BUCKET: 'feira', JWT_SECRET: 'x'.repeat(40) })).toThrow(/S3_ACCESS_KEY_ID/);
    const config = loadConfig({
      S3_BUCKET: 'feira',
      S3_ACCESS_KEY_ID: 'a',
      S3_SECRET_ACCESS_KEY: 'b',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      JWT_SECRET: 'x'.repeat(40),
      DATA_DIR: path.join(tmpdir(), 'nao-criado'),
    });
    expect(config.s3).toMatchObject({
      bucket: 'feira',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    });
    expect(existsSync(path.join(tmpdir(), 'nao-criado', 'jwt-secret'))).toBe(false);
  });
});
