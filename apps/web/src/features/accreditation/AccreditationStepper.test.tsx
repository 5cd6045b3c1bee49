import { ThemeProvider } from '@mui/material/styles';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '../../app/theme';
import { AccreditationStepper } from './AccreditationStepper';

const LABELS = ['Tipo', 'Seus dados', 'Documentos'];

function items(active: number): string[] {
  const html = renderToStaticMarkup(
    <ThemeProvider theme={theme}>
      <AccreditationStepper labels={LABELS} active={active} />
    </ThemeProvider>,
  ).replace(/<style[^>]*>.*?<\/style>/g, ''); // emotion writes its styles inline on the server
  expect(html).toMatch(/^<ol[^>]*aria-label="Etapas do cadastro"/);
  return html.split('<li').slice(1);
}

describe('AccreditationStepper', () => {
  it('marks the current step, numbers the ones ahead and checks the ones done', () => {
    const [first, second, third] = items(1);
    expect(first).not.toContain('aria-current');
    expect(first).toContain('<svg'); // done: the check icon, no number
    expect(first).toContain('Tipo');
    expect(second).toContain('aria-current="step"');
    expect(second).toContain('>2<');
    expect(second).toContain('Seus dados');
    expect(third).not.toContain('aria-current');
    expect(third).toContain('>3<');
    expect(third).not.toContain('<svg');
  });

  it('on the first step nothing is done yet', () => {
    const list = items(0);
    expect(list).toHaveLength(3);
    expect(list[0]).toContain('aria-current="step"');
    for (const item of list) expect(item).not.toContain('<svg');
  });
});
