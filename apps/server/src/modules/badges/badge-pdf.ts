import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/** 90 x 50 mm landscape in PDF points (1 mm = 72 / 25.4 pt): 255.12 x 141.73. */
export const BADGE_WIDTH_PT = (90 * 72) / 25.4;
export const BADGE_HEIGHT_PT = (50 * 72) / 25.4;

export interface BadgeData {
  code: string;
  /** badgeName when set, else the full name */
  name: string;
  companyName: string | null;
}

/** The badge QR's text (DESIGN.md §4): `<public URL>/Contact/Share/<code>`. */
function contactUrl(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/Contact/Share/${encodeURIComponent(code)}`;
}

const MARGIN = 8;
const QR_SIZE = BADGE_HEIGHT_PT - 2 * MARGIN;
const TEXT_X = MARGIN + QR_SIZE + 8;
const TEXT_WIDTH = BADGE_WIDTH_PT - TEXT_X - MARGIN;
const NAME_FONT = 'Helvetica-Bold';
const COMPANY_FONT = 'Helvetica';

/**
 * Font-size tiers by text length (spec part 1 §4 "Font size has tiers by text length"); the chosen size
 * then shrinks further if a word still does not fit, so a name never overflows the badge.
 */
export function nameFontTier(text: string): number {
  const n = text.length;
  if (n <= 10) return 18;
  if (n <= 16) return 15;
  if (n <= 24) return 13;
  if (n <= 36) return 11;
  return 9;
}

function companyFontTier(text: string): number {
  const n = text.length;
  if (n <= 20) return 10;
  if (n <= 40) return 8.5;
  return 7;
}

/** Largest size <= start at which every word fits the width and the wrapped text fits maxHeight. */
function fitSize(doc: PDFKit.PDFDocument, font: string, text: string, start: number, maxHeight: number) {
  doc.font(font);
  let size = start;
  const longestWord = text.split(/\s+/).reduce((a, b) => (b.length > a.length ? b : a), '');
  for (; size > 5; size -= 0.5) {
    doc.fontSize(size);
    if (doc.widthOfString(longestWord) > TEXT_WIDTH) continue;
    if (doc.heightOfString(text, { width: TEXT_WIDTH }) <= maxHeight) break;
  }
  return size;
}

/** The QR as vector rectangles (one per horizontal run of dark modules): sharp at any print size. */
export function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  // A fixed mask skips the library's 8-mask penalty search (2 ms -> 0.2 ms per code); any mask scans.
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M', maskPattern: 2 });
  const n = qr.modules.size;
  const quiet = 2;
  const cell = size / (n + 2 * quiet);
  const data = qr.modules.data;
  // Raw path operators (x y w h re) in PDF user space, then one fill: far cheaper than doc.rect() per run.
  // pdfkit's page space has y growing downwards through its base transform, which addContent shares.
  const ops: string[] = [];
  const f = (v: number) => v.toFixed(3);
  for (let row = 0; row < n; row++) {
    let col = 0;
    while (col < n) {
      if (!data[row * n + col]) {
        col++;
        continue;
      }
      const start = col;
      while (col < n && data[row * n + col]) col++;
      // a hair of overlap so no white seams appear between runs when rasterised
      ops.push(
        `${f(x + (quiet + start) * cell)} ${f(y + (quiet + row) * cell)} ${f((col - start) * cell + 0.01)} ${f(cell + 0.01)} re`,
      );
    }
  }
  doc.fillColor('#000000');
  doc.addContent(`${ops.join('\n')}\nf`);
}

function drawBadge(doc: PDFKit.PDFDocument, badge: BadgeData, publicUrl: string) {
  drawQr(doc, contactUrl(publicUrl, badge.code), MARGIN, MARGIN, QR_SIZE);
  const name = badge.name.trim() || ' ';
  const company = (badge.companyName ?? '').trim();
  const nameSize = fitSize(doc, NAME_FONT, name, nameFontTier(name), company ? 80 : 110);
  doc.font(NAME_FONT).fontSize(nameSize);
  const nameHeight = doc.heightOfString(name, { width: TEXT_WIDTH });
  let companySize = 0;
  let companyHeight = 0;
  if (company) {
    companySize = fitSize(doc, COMPANY_FONT, company, companyFontTier(company), 36);
    doc.font(COMPANY_FONT).fontSize(companySize);
    companyHeight = doc.heightOfString(company, { width: TEXT_WIDTH }) + 4;
  }
  let y = Math.max(MARGIN, (BADGE_HEIGHT_PT - nameHeight - companyHeight) / 2);
  doc.font(NAME_FONT).fontSize(nameSize).fillColor('#000000');
  doc.text(name, TEXT_X, y, { width: TEXT_WIDTH, lineBreak: true });
  y += nameHeight + 4;
  if (company) {
    doc.font(COMPANY_FONT).fontSize(companySize).fillColor('#333333');
    doc.text(company, TEXT_X, y, { width: TEXT_WIDTH });
  }
  doc.fillColor('#000000');
}

/** One PDF with one 90 x 50 mm page per badge, in the given order. */
export function renderBadgesPdf(badges: BadgeData[], publicUrl: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: [BADGE_WIDTH_PT, BADGE_HEIGHT_PT],
      margin: 0,
      autoFirstPage: false,
      compress: true,
      info: { Title: badges.length === 1 ? `Crachá ${badges[0]!.name}` : 'Crachás', Creator: 'Feira' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      for (const badge of badges) {
        doc.addPage({ size: [BADGE_WIDTH_PT, BADGE_HEIGHT_PT], margin: 0 });
        drawBadge(doc, badge, publicUrl);
      }
      doc.end();
    } catch (err) {
      reject(err);
    }
  });
}
