import type { DeviceMethod } from '@feira/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { kioskGuidance, MethodChoice } from './KioskParts';

/** The method buttons the kiosk's first screen shows, by their test ids. */
function offered(checkType: 1 | 2 | undefined, allowed?: DeviceMethod[]): string[] {
  const html = renderToStaticMarkup(
    <MethodChoice checkType={checkType} allowed={allowed} onPick={() => undefined} />,
  );
  return [...html.matchAll(/data-testid="kiosk-method-(\w+)"/g)].map((m) => m[1]!);
}

describe('MethodChoice', () => {
  it('unpaired: the spec choice (check: camera, reader, CPF; look-up: CPF, e-mail)', () => {
    expect(offered(1)).toEqual(['camera', 'reader', 'cpf']);
    expect(offered(2)).toEqual(['camera', 'reader', 'cpf']);
    expect(offered(undefined)).toEqual(['cpf', 'email']);
  });

  it("paired: only the device's methods (qr is the camera and the reader)", () => {
    expect(offered(1, ['qr'])).toEqual(['camera', 'reader']);
    expect(offered(1, ['cpf'])).toEqual(['cpf']);
    expect(offered(2, ['qr', 'cpf'])).toEqual(['camera', 'reader', 'cpf']);
    expect(offered(1, ['qr', 'cpf', 'email'])).toEqual(['camera', 'reader', 'cpf', 'email']);
    expect(offered(1, ['email'])).toEqual(['email']);
  });

  it('the guidance names only the ways offered', () => {
    expect(kioskGuidance(1)).toBe('Aproxime o crachá do leitor ou da câmera, ou use o seu CPF.');
    expect(kioskGuidance(undefined)).toBe('Escolha como quer se identificar: CPF ou e-mail.');
    expect(kioskGuidance(1, ['cpf'])).toBe('Use o seu CPF.');
    expect(kioskGuidance(2, ['qr'])).toBe('Aproxime o crachá do leitor ou da câmera.');
    expect(kioskGuidance(1, ['qr', 'cpf'])).toBe(
      'Aproxime o crachá do leitor ou da câmera, ou use o seu CPF.',
    );
  });
});
