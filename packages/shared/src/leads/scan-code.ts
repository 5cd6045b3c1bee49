/** Longest scanned text accepted by the capture (a badge URL with a prefix fits easily). */
export const LEAD_CODE_MAX = 500;

/**
 * The code a scanner read (DESIGN.md §4, part 2 §7 "User lookup"): a badge QR holds
 * `<public URL>/Contact/Share/<code>`, some readers prepend fields separated by ";". Every scanner in
 * the product (lead capture, kiosk, staff consumption) reduces the scanned text the same way: drop any
 * query or fragment, keep the text after the last ";", then the last non-empty path segment.
 * A bare code or user id comes back unchanged (trimmed).
 */
export function codeFromScan(scanned: string): string {
  const noQuery = scanned.trim().split(/[?#]/, 1)[0] ?? '';
  const afterSemicolon = noQuery.split(';').pop() ?? '';
  const segments = afterSemicolon.split('/').map((s) => s.trim());
  for (let i = segments.length - 1; i >= 0; i--) if (segments[i]) return segments[i]!;
  return '';
}
