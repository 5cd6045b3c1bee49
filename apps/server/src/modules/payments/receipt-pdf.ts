import { formatDateTime, formatMoney, labelOf, PAYMENT_METHOD_OPTIONS } from '@feira/shared';
import PDFDocument from 'pdfkit';

export interface ReceiptData {
  id: string;
  charger: string;
  payer: string | null;
  description: string;
  value: number;
  paidAt: Date;
  paymentMethod: number | null;
}

/** The receipt of a paid transaction as an A5 PDF ("Comprovante de pagamento"). */
export function renderReceipt(r: ReceiptData): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A5', margin: 40, info: { Title: 'Comprovante de pagamento' } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(18).text('Comprovante de pagamento');
    doc.moveDown(0.3).font('Helvetica').fontSize(10).fillColor('#555').text(`Transação ${r.id}`);
    doc.moveDown(1).fillColor('#000');
    const line = (label: string, value: string) => {
      doc.font('Helvetica').fontSize(10).fillColor('#555').text(label);
      doc.font('Helvetica-Bold').fontSize(13).fillColor('#000').text(value);
      doc.moveDown(0.6);
    };
    line('Valor pago', formatMoney(r.value));
    line('Recebedor', r.charger);
    if (r.payer) line('Pagador', r.payer);
    line('Descrição', r.description || '-');
    line('Data do pagamento', formatDateTime(r.paidAt, 'America/Sao_Paulo'));
    line('Forma de pagamento', labelOf(PAYMENT_METHOD_OPTIONS, r.paymentMethod, 'Pix'));
    doc.end();
  });
}
