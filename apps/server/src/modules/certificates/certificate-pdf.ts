import { fillCertificateText, formatDate } from '@feira/shared';
import PDFDocument from 'pdfkit';
import { drawQr } from '../badges/badge-pdf';

export interface CertificatePage {
  fullName: string;
  eventTitle: string;
  when: Date | null;
  title: string;
  text: string;
  hours: number;
  code: string;
  /** the public verification address printed and encoded in the QR */
  verifyUrl: string;
  background?: Buffer;
}

const TZ = 'America/Sao_Paulo';
const HEADING = 'Certificamos que';

/**
 * The page prints "Certificamos que", the name set large, then the template's text. Templates are
 * usually written as a whole sentence ("Certificamos que {nome} participou de...", the form's own
 * default), which printed the heading and the name twice (issue 39 item 9). A leading heading and a
 * leading {nome} are taken off the text so the three lines read as one sentence; a text that starts
 * with the heading but not with the name keeps its wording and the fixed heading is left out.
 */
export function certificateLayout(template: string): { heading: string | null; text: string } {
  const trimmed = template.trim();
  const lead = /^certificamos\s+que\b[\s,:]*/i.exec(trimmed);
  const rest = lead ? trimmed.slice(lead[0].length) : trimmed;
  if (rest.startsWith('{nome}')) {
    return { heading: HEADING, text: rest.slice('{nome}'.length).replace(/^[\s,]+/, '') };
  }
  return { heading: lead ? null : HEADING, text: trimmed };
}

/** One A4 landscape page per certificate: title, the name set large, the filled text, code and QR. */
export function renderCertificates(pages: CertificatePage[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      layout: 'landscape',
      margin: 56,
      autoFirstPage: false,
      info: { Title: 'Certificado' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (const p of pages) {
      doc.addPage();
      const { width, height } = doc.page;
      if (p.background) {
        try {
          doc.image(p.background, 0, 0, { width, height });
        } catch {
          // an unreadable background leaves the plain page
        }
      } else {
        doc
          .lineWidth(3)
          .strokeColor('#1b5e20')
          .rect(24, 24, width - 48, height - 48)
          .stroke();
        doc
          .lineWidth(1)
          .strokeColor('#a5d6a7')
          .rect(32, 32, width - 64, height - 64)
          .stroke();
      }
      const inner = width - 160;
      const layout = certificateLayout(p.text);
      doc
        .fillColor('#1b5e20')
        .font('Helvetica-Bold')
        .fontSize(34)
        .text(p.title, 80, 90, { width: inner, align: 'center' });
      if (layout.heading) {
        doc
          .moveDown(0.8)
          .fillColor('#444')
          .font('Helvetica')
          .fontSize(14)
          .text(layout.heading, { width: inner, align: 'center' });
      }
      doc
        .moveDown(0.4)
        .fillColor('#000')
        .font('Helvetica-Bold')
        .fontSize(40)
        .text(p.fullName, { width: inner, align: 'center' });
      const body = fillCertificateText(layout.text, {
        nome: p.fullName,
        evento: p.eventTitle,
        data: p.when ? formatDate(p.when, TZ) : '',
        horas: String(p.hours),
      });
      doc
        .moveDown(0.6)
        .fillColor('#222')
        .font('Helvetica')
        .fontSize(16)
        .text(body, { width: inner, align: 'center' });
      doc
        .fontSize(12)
        .fillColor('#222')
        .text(`Evento: ${p.eventTitle}`, 80, height - 150, { width: inner - 140 });
      doc
        .fontSize(10)
        .fillColor('#555')
        .text(`Código de verificação: ${p.code}`, 80, height - 128, { width: inner - 140 });
      doc.text(`Confira em ${p.verifyUrl}`, 80, height - 112, { width: inner - 140 });
      drawQr(doc, p.verifyUrl, width - 80 - 110, height - 80 - 110, 110);
    }
    doc.end();
  });
}
