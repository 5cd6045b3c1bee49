import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test-support/app-harness';

/** A local ViaCEP-style service: one known CEP, one unknown, one that never answers in time. */
function fakeViaCep() {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url === '/ws/01310100/json/') {
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.end(
        JSON.stringify({
          cep: '01310-100',
          logradouro: 'Avenida Paulista',
          complemento: 'de 612 a 1510 - lado par',
          bairro: 'Bela Vista',
          localidade: 'São Paulo',
          uf: 'SP',
        }),
      );
    } else if (req.url === '/ws/99999999/json/') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ erro: 'true' }));
    } else if (req.url === '/ws/22222222/json/') {
      setTimeout(() => res.end('{}'), 5_000); // slower than the client's 3 s time-out
    } else {
      res.statusCode = 400;
      res.end();
    }
  });
  return { server, hits };
}

describe('CEP look-up through the server', () => {
  let h: Harness;
  let fake: { server: Server; hits: string[] };
  beforeAll(async () => {
    fake = fakeViaCep();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const { port } = fake.server.address() as AddressInfo;
    h = await createHarness('pglite', { CEP_API_URL: `http://127.0.0.1:${port}/ws` });
  });
  afterAll(async () => {
    await h?.close();
    fake.server.closeAllConnections();
    await new Promise((resolve) => fake.server.close(resolve));
  });

  const lookup = (cep: string) => h.request({ method: 'GET', url: `/api/cep/${cep}` });

  it('fills street, complement, neighbourhood, city and state, and answers repeats from its cache', async () => {
    const res = await lookup('01310-100');
    expect(res.statusCode).toBe(200);
    expect(res.json().model).toEqual({
      zipCode: '01310100',
      street: 'Avenida Paulista',
      complement: 'de 612 a 1510 - lado par',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    });
    const before = fake.hits.length;
    const started = performance.now();
    const again = await lookup('01310100');
    const elapsed = performance.now() - started;
    expect(again.json().model.city).toBe('São Paulo');
    expect(fake.hits.length).toBe(before);
    expect(elapsed).toBeLessThan(50);
  });

  it('answers 404 for an unknown CEP and 400 for a malformed one', async () => {
    expect((await lookup('99999-999')).statusCode).toBe(404);
    const bad = await lookup('123');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ cep: 'Campo CEP Inválido' });
  });

  it('gives up after its time-out with 503 so the form stays usable', async () => {
    const started = performance.now();
    const res = await lookup('22222-222');
    expect(res.statusCode).toBe(503);
    expect(res.json().isValid).toBe(false);
    expect(performance.now() - started).toBeLessThan(4_500);
  });
});
