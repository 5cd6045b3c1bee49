import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PlainButton } from './PlainButton';

describe('PlainButton', () => {
  it('is a plain button with its text and the attributes it is given', () => {
    const html = renderToStaticMarkup(
      <PlainButton type="submit" name="go" style={{ marginTop: 12 }}>
        Buscar
      </PlainButton>,
    );
    expect(html).toMatch(/^<button [^>]*type="submit"/);
    expect(html).toContain('name="go"');
    expect(html).toContain('style="margin-top:12px"');
    expect(html).toContain('aria-busy="false"');
    expect(html).not.toContain('disabled');
    expect(html).toContain('>Buscar<');
  });

  it('loading: disabled and busy, the text kept as its name, a spinner hidden from assistive technology', () => {
    const html = renderToStaticMarkup(<PlainButton loading>Salvar</PlainButton>);
    expect(html).toContain('disabled=""');
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('Salvar');
    expect(html).toMatch(/<span[^>]*aria-hidden="true"[^>]*><svg/);
  });

  it('draws the start icon before the text, hidden from assistive technology', () => {
    const html = renderToStaticMarkup(
      <PlainButton startIcon={<svg data-icon="camera" />}>Usar a câmera</PlainButton>,
    );
    expect(html.indexOf('data-icon="camera"')).toBeGreaterThan(-1);
    expect(html.indexOf('data-icon="camera"')).toBeLessThan(html.indexOf('Usar a câmera'));
    expect(html).toMatch(/<span[^>]*aria-hidden="true"[^>]*><svg data-icon="camera"/);
  });

  it('a disabled button stays disabled whatever its variant and size', () => {
    for (const variant of ['contained', 'outlined', 'text'] as const)
      for (const size of ['large', 'small'] as const)
        expect(
          renderToStaticMarkup(
            <PlainButton variant={variant} size={size} disabled>
              x
            </PlainButton>,
          ),
        ).toContain('disabled=""');
  });
});
