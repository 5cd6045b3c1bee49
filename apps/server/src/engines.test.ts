import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

describe('Node version', () => {
  it('every package the lockfile installs runs on the oldest Node the README and package.json promise', () => {
    const range: string = readJson('package.json').engines.node;
    const oldest = semver.minVersion(range)!.version;
    expect(oldest).toBe('20.19.0');
    expect(readFileSync(path.join(root, 'README.md'), 'utf8')).toContain('Node 20.19+');
    const lock = readJson('package-lock.json') as {
      packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
    };
    const refusing = Object.entries(lock.packages)
      .map(([where, p]) => ({
        where,
        version: p.version,
        node: Array.isArray(p.engines) ? undefined : p.engines?.node,
      }))
      .filter((p) => p.node && !semver.satisfies(oldest, p.node))
      .map((p) => `${p.where}@${p.version} wants node ${p.node}`);
    expect(refusing).toEqual([]);
  });
});
