import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition';

describe('contentDisposition', () => {
  it('keeps the exact name in filename* and an ASCII one in filename', () => {
    expect(contentDisposition('attachment', "Joana D'Ávila; Conceição", 'vcf')).toBe(
      `attachment; filename="Joana D'Avila; Conceicao.vcf"; filename*=UTF-8''${encodeURIComponent("Joana D'Ávila; Conceição.vcf")}`,
    );
  });

  it('turns characters a file name cannot hold into spaces, and an empty name into the fallback', () => {
    expect(contentDisposition('inline', ' a/b\\c:"d" \r\n', 'pdf')).toBe(
      `inline; filename="a b c d.pdf"; filename*=UTF-8''${encodeURIComponent('a b c d.pdf')}`,
    );
    expect(contentDisposition('attachment', ' "/" ', 'vcf', 'contato')).toContain('filename="contato.vcf"');
    expect(contentDisposition('inline', '漢字', 'pdf')).toContain('filename="__.pdf"');
  });
});
