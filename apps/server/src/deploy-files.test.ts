import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SERVER_ROOT } from './server-root';

// No Docker engine runs on these machines (README.md, "Produção"): the image is checked by reading its
// Dockerfile, and compose.yaml by parsing it (and by `docker compose config` where that client exists).
const root = path.resolve(SERVER_ROOT, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('deployment files (issue 40 §4)', () => {
  const dockerfile = read('Dockerfile');
  const lines = dockerfile.split('\n').filter((l) => l.trim() && !l.trim().startsWith('#'));
  const stages = lines.filter((l) => l.startsWith('FROM ')).map((l) => l.split(/\s+/));

  it('builds in stages and ships only production dependencies, the compiled server and the web build', () => {
    expect(stages.map((s) => s.at(-1))).toEqual(['deps', 'build', 'prod-deps', 'runtime']);
    for (const s of stages) expect(s[1]).toMatch(/^node:20|^deps$/);
    const runtime = dockerfile.slice(dockerfile.indexOf('AS runtime'));
    expect(dockerfile).toContain('npm ci --omit=dev');
    expect(runtime).toContain('COPY --from=prod-deps /app ./');
    expect(runtime).toContain('apps/server/dist');
    expect(runtime).toContain('apps/server/drizzle');
    expect(runtime).toContain('apps/web/dist');
    // the compiled server, not TypeScript through tsx
    expect(runtime).toMatch(/CMD \[.*"apps\/server\/dist\/main\.mjs"\]/);
    expect(runtime).not.toContain('tsx');
  });

  it('runs as a non-root user with a health check on readiness', () => {
    const runtime = dockerfile.slice(dockerfile.indexOf('AS runtime'));
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime.indexOf('USER node')).toBeLessThan(runtime.indexOf('CMD ['));
    expect(runtime).toMatch(/HEALTHCHECK[\s\S]*\/api\/ready/);
  });

  it('composes PostgreSQL 16, two app replicas and a load balancer', () => {
    const compose = parse(read('compose.yaml'));
    expect(compose.services.db.image).toBe('postgres:16');
    expect(compose.services.app.deploy.replicas).toBe(2);
    expect(compose.services.app.environment.DATABASE_URL).toContain('@db:5432/');
    expect(compose.services.app.depends_on.db.condition).toBe('service_healthy');
    expect(compose.services.lb.volumes[0]).toContain('deploy/nginx.conf');
    expect(read('deploy/nginx.conf')).toMatch(/proxy_pass http:\/\/feira_app;[\s\S]*proxy_buffering off;/);
    const docker = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' });
    if (docker.status === 0) {
      const config = spawnSync('docker', ['compose', 'config', '-q'], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, JWT_SECRET: 'x'.repeat(32) },
      });
      expect(config.stderr).toBe('');
      expect(config.status).toBe(0);
    }
  });
});
