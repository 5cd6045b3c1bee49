/** A valid CNPJ (14 digits) made from a 12-digit base, for tests. */
export function makeCnpj(base12: string): string {
  const digits = base12.split('').map(Number);
  const check = (ds: number[]) => {
    const weights =
      ds.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const sum = ds.reduce((acc, d, i) => acc + d * weights[i]!, 0);
    const r = sum % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const d1 = check(digits);
  const d2 = check([...digits, d1]);
  return `${base12}${d1}${d2}`;
}
