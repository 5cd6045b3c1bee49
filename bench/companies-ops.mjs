/**
 * Company scenarios measured by `npm run bench` after the users operations (bench/README.md,
 * "Companies"): the exhibitor list with a text filter over the seeded companies (20,000 by default),
 * the CNPJ availability check, and a CEP look-up answered from the server's cache (a local
 * ViaCEP-style server stands in for the real service). Skip with BENCH_COMPANIES_OPS=0.
 */
import { createServer } from 'node:http';
import { recordedAutocannon, round, stats } from './latency.mjs';
import { log } from './options.mjs';
import { signIn } from './server.mjs';

export const COMPANIES_OPS_TARGETS = {
  list1: { pglite: 60, postgres: 30 },
  list10: { pglite: 60, postgres: 30 },
  verify: { pglite: 10, postgres: 10 },
  cep: { pglite: 5, postgres: 5 },
};

/** A ViaCEP-style service on loopback: every CEP is Avenida Paulista. */
export async function startFakeCep() {
  const server = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        logradouro: 'Avenida Paulista',
        complemento: '',
        bairro: 'Bela Vista',
        localidade: 'São Paulo',
        uf: 'SP',
      }),
    );
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/ws`,
    close: () => new Promise((r) => server.close(r)),
  };
}

/** Percentiles of every response's time, and the answers other than `okStatus` plus socket errors. */
async function run(url, token, connections, duration, okStatus = 200) {
  let bad = 0;
  const { instance, recorded } = recordedAutocannon({
    url,
    connections,
    duration,
    headers: { authorization: `Bearer ${token}` },
  });
  instance.on('response', (_c, status) => {
    if (status !== okStatus) bad++;
  });
  const r = await instance;
  const n = recorded.latencies.length;
  return { ...stats(recorded.latencies), reqPerSec: round(n / r.duration), unexpected: bad + r.errors };
}

export async function runCompaniesOps({ base, driver, existingCnpj }) {
  const token = await signIn(base);
  const listUrl = `${base}/api/company?skip=0&take=15&sort=createdAt&desc=true&filters[companyType]=E&filters[name]=esperanca`;
  const first = await fetch(listUrl, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json());
  if (!first.isValid || first.model.length !== 15 || first.params.count < 100) {
    throw new Error(`company list check failed: ${JSON.stringify(first).slice(0, 300)}`);
  }
  log(`company list: "esperanca" matches ${first.params.count} exhibitors`);
  await run(listUrl, token, 1, 2);
  const results = [];
  const add = (id, label, r) => {
    const target = COMPANIES_OPS_TARGETS[id][driver];
    results.push({ id, label, ...r, target, targetMet: r.unexpected === 0 && r.p95 <= target });
  };
  add('list1', 'company list + filters[name], 1 conn', await run(listUrl, token, 1, 8));
  add('list10', 'company list + filters[name], 10 conns', await run(listUrl, token, 10, 8));
  add(
    'verify',
    'GET /verify?cnpj= (taken: 409), 1 conn',
    await run(`${base}/api/verify?cnpj=${existingCnpj}`, token, 1, 6, 409),
  );
  // The public CEP route is rate limited (120 a minute per address), so this is 100 sequential calls
  // after a first one that fills the cache, not an open-ended load.
  const cepUrl = `${base}/api/cep/01310100`;
  await fetch(cepUrl);
  const cep = [];
  let cepBad = 0;
  for (let i = 0; i < 100; i++) {
    const t = performance.now();
    const res = await fetch(cepUrl);
    await res.arrayBuffer();
    cep.push(performance.now() - t);
    if (res.status !== 200) cepBad++;
  }
  const cepSeconds = cep.reduce((a, b) => a + b, 0) / 1000;
  add('cep', 'GET /cep/{cep} from cache, 100 sequential', {
    ...stats(cep),
    reqPerSec: round(cep.length / cepSeconds),
    unexpected: cepBad,
  });
  return results;
}

export function companiesOpsTable(drivers) {
  const rows = [
    '| driver | scenario | req/s | p50 ms | p95 ms | p99 ms | unexpected | target p95 | met |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const d of drivers) {
    for (const r of d.companiesOps ?? []) {
      rows.push(
        `| ${d.driver} | ${r.label} | ${r.reqPerSec} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.unexpected} | ≤ ${r.target} ms | ${r.targetMet ? 'yes' : '**no**'} |`,
      );
    }
  }
  return rows.join('\n');
}
