import path from 'node:path';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { todayInMadrid } from '@patrocina/domain';
import { formatEurosWithCents, spanishDay } from '../../mail/campaign-wording';
import { FONTS_DIR } from '../../paths';

/** One side of the invoice: who issues it or who receives it, as it was when it was issued. */
export interface InvoiceParty {
  legalName: string;
  taxId: string;
  /** The fiscal address, one printed line each. */
  addressLines: string[];
  /** Further lines under the address: the Registro Mercantil, an EU VAT number. */
  notes: string[];
}

export interface InvoiceDocumentLine {
  description: string;
  quantity: number;
  unitCents: number;
  amountCents: number;
}

/** Everything the PDF prints, read from the invoice's row and its snapshots: nothing is looked up again. */
export interface InvoiceDocument {
  kind: 'INVOICE' | 'CREDIT_NOTE' | 'SELF_BILLED';
  code: string;
  issuedAt: Date;
  issuer: InvoiceParty;
  recipient: InvoiceParty;
  lines: InvoiceDocumentLine[];
  baseCents: number;
  vatPercent: number;
  vatCents: number;
  reverseCharge: boolean;
  irpfPercent: number;
  irpfCents: number;
  /** Base + IVA. */
  totalCents: number;
  /** What changes hands: the total less the IRPF withheld (the total itself when nothing is withheld). */
  payableCents: number;
  paymentReference: string | null;
  /** How to pay an invoice: the company's account. Null on credit notes and self-billed invoices. */
  payTo: { iban: string; bic: string | null; beneficiary: string } | null;
  /** A credit note names the invoice it corrects and why. */
  corrects: { code: string; issuedAt: Date } | null;
  reason: string | null;
  /** The VERI*FACTU check of this record at the AEAT, which the QR code carries. */
  qrUrl: string;
}

export const INVOICE_TITLES: Record<InvoiceDocument['kind'], string> = {
  INVOICE: 'Factura',
  CREDIT_NOTE: 'Factura rectificativa',
  SELF_BILLED: 'Autofactura',
};

/**
 * Legal mentions, word for word: the reverse charge and self-billing rules ask for them on the paper.
 * The reverse charge is a service to a business in another EU state: not subject to Spanish IVA by
 * the place-of-supply rule (art. 69.Uno.1.º Ley 37/1992), and the invoice must say «Inversión del
 * sujeto pasivo» (art. 6.1.m RD 1619/2012). Art. 84.Uno.2.º is the domestic reverse charge: not ours.
 */
export const INVOICE_MENTIONS = {
  reverseCharge: 'Inversión del sujeto pasivo. Operación no sujeta al IVA español (art. 69.Uno.1.º de la Ley 37/1992).',
  selfBilled: 'Factura expedida por el destinatario (art. 5 del Reglamento de facturación, RD 1619/2012)',
  verifactu: 'VERI*FACTU',
  verifiable: 'Factura verificable en la sede electrónica de la AEAT',
  creditNote:
    'Rectificación por diferencias (art. 15 del Reglamento de facturación y art. 80 de la Ley 37/1992 del IVA)',
} as const;

/** The file name a download offers: `factura-2027-000001.pdf`, `factura-rectificativa-R2027-000001.pdf`. */
export function invoiceFileName(document: Pick<InvoiceDocument, 'kind' | 'code'>): string {
  const stem = { INVOICE: 'factura', CREDIT_NOTE: 'factura-rectificativa', SELF_BILLED: 'autofactura' }[document.kind];
  return `${stem}-${document.code}.pdf`;
}

const MM = 72 / 25.4;
const PAGE = { width: 595.28, margin: 50 };
const INK = '#1f2328';
const MUTED = '#59636e';
const money = formatEurosWithCents;
const day = (instant: Date) => spanishDay(todayInMadrid(instant));

export interface RenderOptions {
  /** pdfkit compresses the page streams; tests turn it off to read them. */
  compress?: boolean;
}

/**
 * The invoice as a Spanish PDF (A4): the QR code and its VERI*FACTU legend at the top left, as the
 * AEAT's QR specification prefers; issuer and recipient; the lines; base, IVA (or the reverse-charge
 * mention), IRPF withheld, total; and how to pay or what is corrected. DejaVu Sans is embedded so
 * every Spanish letter prints, whatever the reader has installed.
 */
export async function renderInvoicePdf(document: InvoiceDocument, options: RenderOptions = {}): Promise<Buffer> {
  const qr = await QRCode.toBuffer(document.qrUrl, { errorCorrectionLevel: 'M', type: 'png', margin: 0, width: 400 });
  const title = `${INVOICE_TITLES[document.kind]} ${document.code}`;
  const pdf = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    compress: options.compress ?? true,
    info: {
      Title: title,
      Author: document.issuer.legalName,
      Subject: `${title} · ${document.recipient.legalName}`,
      Producer: 'Patrocina',
      Creator: 'Patrocina',
      CreationDate: document.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  pdf.registerFont('regular', path.join(FONTS_DIR, 'DejaVuSans.ttf'));
  pdf.registerFont('bold', path.join(FONTS_DIR, 'DejaVuSans-Bold.ttf'));
  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  const width = right - left;

  // The QR code: 35 mm square, top left, the legends under it.
  const qrSize = 35 * MM;
  const top = PAGE.margin;
  pdf.image(qr, left, top, { width: qrSize, height: qrSize });
  // Clicking the code on a screen opens the same check a phone's camera would.
  pdf.link(left, top, qrSize, qrSize, document.qrUrl);
  pdf
    .font('bold')
    .fontSize(9)
    .fillColor(INK)
    .text(INVOICE_MENTIONS.verifactu, left, top + qrSize + 4, { width: qrSize, align: 'center' });
  pdf
    .font('regular')
    .fontSize(6.5)
    .fillColor(MUTED)
    .text(INVOICE_MENTIONS.verifiable, left - 6, pdf.y + 1, { width: qrSize + 12, align: 'center' });

  // The title, number and date at the top right.
  const headX = left + qrSize + 20;
  const headWidth = right - headX;
  pdf.font('bold').fontSize(20).fillColor(INK).text(INVOICE_TITLES[document.kind], headX, top, {
    width: headWidth,
    align: 'right',
  });
  pdf.font('regular').fontSize(10).fillColor(INK);
  pdf.text(`Número: ${document.code}`, headX, pdf.y + 6, { width: headWidth, align: 'right' });
  pdf.text(`Fecha de expedición: ${day(document.issuedAt)}`, { width: headWidth, align: 'right' });
  if (document.paymentReference)
    pdf.text(`Referencia de pago: ${document.paymentReference}`, { width: headWidth, align: 'right' });
  if (document.kind === 'SELF_BILLED') {
    pdf
      .font('bold')
      .fontSize(9)
      .text(INVOICE_MENTIONS.selfBilled, headX, pdf.y + 6, {
        width: headWidth,
        align: 'right',
      });
  }

  // Issuer and recipient side by side.
  const partiesTop = Math.max(pdf.y, top + qrSize + 40) + 18;
  const columnWidth = (width - 20) / 2;
  const partyBottom = (label: string, party: InvoiceParty, x: number) => {
    pdf.font('bold').fontSize(8).fillColor(MUTED).text(label.toUpperCase(), x, partiesTop, { width: columnWidth });
    pdf
      .font('bold')
      .fontSize(10)
      .fillColor(INK)
      .text(party.legalName, x, pdf.y + 3, { width: columnWidth });
    pdf.font('regular').fontSize(9);
    pdf.text(`NIF: ${party.taxId}`, { width: columnWidth });
    for (const line of party.addressLines) pdf.text(line, { width: columnWidth });
    pdf.fillColor(MUTED);
    for (const line of party.notes) pdf.text(line, { width: columnWidth });
    return pdf.y;
  };
  const issuerBottom = partyBottom('Emisor', document.issuer, left);
  const recipientBottom = partyBottom('Destinatario', document.recipient, left + columnWidth + 20);
  pdf.y = Math.max(issuerBottom, recipientBottom) + 16;

  if (document.corrects) {
    pdf.font('bold').fontSize(10).fillColor(INK);
    pdf.text(`Rectifica la factura ${document.corrects.code} de ${day(document.corrects.issuedAt)}`, left, pdf.y, {
      width,
    });
    pdf.font('regular').fontSize(9);
    if (document.reason) pdf.text(`Motivo: ${document.reason}`, { width });
    pdf.fillColor(MUTED).text(INVOICE_MENTIONS.creditNote, { width });
    pdf.y += 12;
  }

  // The lines.
  const columns = [
    { label: 'Concepto', x: left, width: width - 230, align: 'left' as const },
    { label: 'Cantidad', x: right - 230, width: 60, align: 'right' as const },
    { label: 'Precio', x: right - 165, width: 75, align: 'right' as const },
    { label: 'Importe', x: right - 85, width: 85, align: 'right' as const },
  ];
  const rowTop = pdf.y;
  pdf.font('bold').fontSize(9).fillColor(MUTED);
  for (const column of columns)
    pdf.text(column.label, column.x, rowTop, { width: column.width, align: column.align, lineBreak: false });
  pdf
    .moveTo(left, rowTop + 14)
    .lineTo(right, rowTop + 14)
    .strokeColor('#d0d7de')
    .stroke();
  pdf.y = rowTop + 20;
  pdf.font('regular').fontSize(9).fillColor(INK);
  for (const line of document.lines) {
    if (pdf.y > 720) pdf.addPage();
    const y = pdf.y;
    pdf.text(line.description, columns[0]!.x, y, { width: columns[0]!.width });
    const bottom = pdf.y;
    const cells = [String(line.quantity), money(line.unitCents), money(line.amountCents)];
    cells.forEach((cell, index) => {
      const column = columns[index + 1]!;
      pdf.text(cell, column.x, y, { width: column.width, align: column.align, lineBreak: false });
    });
    pdf.y = Math.max(bottom, y + 12) + 4;
  }
  pdf
    .moveTo(left, pdf.y + 2)
    .lineTo(right, pdf.y + 2)
    .strokeColor('#d0d7de')
    .stroke();
  pdf.y += 10;

  // The totals, right-aligned.
  const totals: [string, string, boolean?][] = [['Base imponible', money(document.baseCents)]];
  if (document.reverseCharge) totals.push(['IVA', money(0)]);
  else totals.push([`IVA (${document.vatPercent} %)`, money(document.vatCents)]);
  totals.push(['Total factura', money(document.totalCents), document.irpfCents === 0]);
  if (document.irpfCents !== 0) {
    totals.push([`Retención de IRPF (${document.irpfPercent} %)`, money(-document.irpfCents)]);
    totals.push(['Líquido a percibir', money(document.payableCents), true]);
  }
  if (pdf.y > 650) pdf.addPage();
  for (const [label, amount, strong] of totals) {
    const y = pdf.y;
    pdf
      .font(strong ? 'bold' : 'regular')
      .fontSize(strong ? 11 : 9.5)
      .fillColor(INK);
    pdf.text(label, right - 280, y, { width: 190, align: 'right', lineBreak: false });
    pdf.text(amount, right - 85, y, { width: 85, align: 'right', lineBreak: false });
    pdf.y = y + (strong ? 17 : 14);
  }
  if (document.reverseCharge) {
    pdf
      .font('bold')
      .fontSize(9)
      .fillColor(INK)
      .text(INVOICE_MENTIONS.reverseCharge, left, pdf.y + 6, { width });
  }

  // How to pay, for an invoice.
  if (document.payTo) {
    pdf.y += 16;
    pdf.font('bold').fontSize(10).fillColor(INK).text('Forma de pago: transferencia bancaria', left, pdf.y, { width });
    pdf.font('regular').fontSize(9.5);
    pdf.text(`Beneficiario: ${document.payTo.beneficiary}`, { width });
    pdf.text(`IBAN: ${groupIban(document.payTo.iban)}`, { width });
    if (document.payTo.bic) pdf.text(`BIC: ${document.payTo.bic}`, { width });
    if (document.paymentReference) pdf.text(`Concepto de la transferencia: ${document.paymentReference}`, { width });
    pdf.text(`Importe: ${money(document.payableCents)}`, { width });
  }

  pdf.end();
  return ended;
}

/** `ES9121000418450200051332` → `ES91 2100 0418 4502 0005 1332`, as banks print it. */
export function groupIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .replace(/(.{4})/g, '$1 ')
    .trim();
}
