/** The contact card fields (spec part 2 §3 "Shared contact"). */
export interface SharedContact {
  fullName: string;
  firstName?: string | null;
  lastName?: string | null;
  companyName: string | null;
  profession: string | null;
  phoneNumber: string | null;
  email: string | null;
}

/** RFC 6350 §3.4 text escaping: backslash, comma, semicolon and newlines. */
export function escapeVCardText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line at 75 octets (RFC 6350 §3.2) without splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    const limit = out.length === 0 ? 75 : 74; // continuation lines start with one space
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** A vCard 3.0 (UTF-8, CRLF line ends) for the "SALVAR CONTATO" button. */
export function buildVCard(c: SharedContact): string {
  const e = escapeVCardText;
  const full = c.fullName.trim() || [c.firstName, c.lastName].filter(Boolean).join(' ');
  const first = c.firstName?.trim() || full.split(' ')[0] || '';
  const last = c.lastName?.trim() || full.split(' ').slice(1).join(' ');
  const lines = ['BEGIN:VCARD', 'VERSION:3.0', `N:${e(last)};${e(first)};;;`, `FN:${e(full)}`];
  if (c.companyName) lines.push(`ORG:${e(c.companyName)}`);
  if (c.profession) lines.push(`TITLE:${e(c.profession)}`);
  if (c.phoneNumber) lines.push(`TEL;TYPE=CELL,VOICE:${e(c.phoneNumber)}`);
  if (c.email) lines.push(`EMAIL;TYPE=INTERNET:${e(c.email)}`);
  lines.push('END:VCARD');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
