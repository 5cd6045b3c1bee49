import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyNamed } from './lazyNamed';

function Greeting({ name }: { name: string }) {
  return <p>Olá, {name}</p>;
}

const page = (Lazy: ReturnType<typeof lazyNamed<'Greeting', { Greeting: typeof Greeting }>>) =>
  renderToString(
    <Suspense fallback={<span>Carregando</span>}>
      <Lazy name="Ana" />
    </Suspense>,
  );

describe('lazyNamed', () => {
  it('suspends while its module is not loaded', () => {
    const Lazy = lazyNamed(async () => ({ Greeting }), 'Greeting');
    expect(page(Lazy)).toContain('Carregando');
  });

  it('renders at once, without the fallback, once preload() loaded the module', async () => {
    const Lazy = lazyNamed(async () => ({ Greeting }), 'Greeting');
    await Lazy.preload();
    const html = page(Lazy);
    expect(html).toContain('Olá, <!-- -->Ana');
    expect(html).not.toContain('Carregando');
  });

  it('loads the module once, and again after a failed download', async () => {
    let calls = 0;
    const Lazy = lazyNamed(async () => {
      calls++;
      if (calls === 1) throw new Error('chunk failed');
      return { Greeting };
    }, 'Greeting');
    await expect(Lazy.preload()).rejects.toThrow('chunk failed');
    await Lazy.preload();
    await Lazy.preload();
    expect(calls).toBe(2);
  });
});
