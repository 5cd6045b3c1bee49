/** A valid CPF (11 digits) built from a 9-digit seed, for tests. */
export function cpfFrom(seed: number): string {
  const base = String(seed).padStart(9, '0').slice(-9).split('').map(Number);
  const digit = (nums: number[]) => {
    const sum = nums.reduce((acc, n, i) => acc + n * (nums.length + 1 - i), 0);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = digit(base);
  const d2 = digit([...base, d1]);
  return [...base, d1, d2].join('');
}
