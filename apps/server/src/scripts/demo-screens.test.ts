import { describe, expect, it } from 'vitest';
import { useDemoFair } from '../test-support/demo-fair';
import { testDatabaseKinds } from '../test-support/test-databases';

/** Issue 9 item 1: every screen of every demo login has something real on it after the seed. */
describe.each(testDatabaseKinds())('the demo fair as its logins see it on %s', (kind) => {
  const fair = useDemoFair(kind, { tmpPrefix: 'feira-demo-' });
  const { get } = fair;

  it('the builder lists are not empty: admin sees every claimed builder, the builder its exhibitors', async () => {
    const all = await get('Admin', '/api/builder');
    expect(all.model.length).toBeGreaterThanOrEqual(2);
    const statuses = all.model.flatMap((r: Record<string, { status: number } | null>) =>
      ['artExecution', 'artProject', 'blueprint', 'view', 'volumetric3D', 'insurancePolicy']
        .map((k) => r[k]?.status)
        .filter((s) => s !== undefined),
    );
    expect(new Set(statuses)).toEqual(new Set([0, 1, 2]));
    const mine = await get('Builder', '/api/builder');
    expect(mine.model.length).toBeGreaterThanOrEqual(1);
  });

  it('stand consumption, responsibility terms and partner images are there', async () => {
    expect((await get('Manager', '/api/consumption')).model.length).toBeGreaterThan(0);
    expect((await get('Admin', '/api/consumption')).model.length).toBeGreaterThan(0);
    const companies = (await get('Admin', '/api/company?take=50')).model as {
      responsibilityFile: { status: number } | null;
    }[];
    const terms = companies.flatMap((c) => (c.responsibilityFile ? [c.responsibilityFile.status] : []));
    expect(terms.sort()).toEqual([0, 1]);
    const partners = (await get('User', '/api/settings/partners')).model as Record<
      string,
      { images: string[] }
    >;
    for (const page of Object.values(partners)) expect(page.images).toHaveLength(1);
    const image = await fair.app.inject({ method: 'GET', url: partners.stand18!.images[0]! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
  });

  it('the users list has a few hundred people to page, filter and export', async () => {
    const list = await get('Admin', '/api/user?take=10');
    expect(list.params.count).toBeGreaterThanOrEqual(300);
    const company = await get('Manager', '/api/user?take=10');
    expect(company.params.count).toBeGreaterThanOrEqual(20);
  });

  it('/builder filters every text column: razão social, nome, CNPJ, telefone, e-mail (issue 9 item 3)', async () => {
    const names = async (filter: string) =>
      ((await get('Admin', `/api/builder?${filter}`)).model as { company: { socialName: string } }[])
        .map((r) => r.company.socialName)
        .sort();
    expect(await names('filters[builderName]=monta')).toEqual(['TechAgro']);
    expect(await names('filters[builderSocialName]=ARTE %26')).toEqual(['Serra Móveis']);
    expect(await names(`filters[document]=${encodeURIComponent('60.701.190')}`)).toEqual(['Serra Móveis']);
    expect(await names(`filters[builderPhone]=${encodeURIComponent('(11) 98123')}`)).toEqual(['TechAgro']);
    expect(await names('filters[builderEmail]=arteestrutura')).toEqual(['Serra Móveis']);
    expect(await names('filters[builderEmail]=ninguem')).toEqual([]);
  });
});
