import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

export interface CertificateFacts {
  code: string;
  learnerName: string;
  documentType: string | null;
  documentNumber: string | null;
  companyName: string | null;
  routeTitle: string;
  hours: number;
  score: number;
  passMark: number | null;
  itemsCompleted: number | null;
  studySeconds: number | null;
  issuedAt: string;
  /** Null: the certificate does not expire, and the paper says nothing about it. */
  expiresAt: string | null;
  signer: { name: string; license: string } | null;
  verifyUrl: string;
  providerName: string;
}

const dateFormat = new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeZone: 'America/Bogota' });
const numberFormat = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 1 });

const plural = (count: number, one: string, many: string) =>
  `${numberFormat.format(count)} ${count === 1 ? one : many}`;

/** "14 minutos", "2 horas y 5 minutos", "menos de 1 minuto": the study time as a sentence says it. */
export function studyTimeText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  if (minutes < 1) return 'menos de 1 minuto';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return plural(rest, 'minuto', 'minutos');
  return rest === 0
    ? plural(hours, 'hora', 'horas')
    : `${plural(hours, 'hora', 'horas')} y ${plural(rest, 'minuto', 'minutos')}`;
}

/** The lines that say who the certificate is about: name first, then document and company when recorded. */
function identityLine(facts: CertificateFacts): string | null {
  const parts: string[] = [];
  if (facts.documentNumber) {
    parts.push(`Documento de identidad: ${facts.documentType ? `${facts.documentType} ` : ''}${facts.documentNumber}`);
  }
  if (facts.companyName) parts.push(`Empresa: ${facts.companyName}`);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** How it was earned (decision 029): the contents completed and the final evaluation passed, with its score. */
export function earnedText(facts: Pick<CertificateFacts, 'itemsCompleted' | 'score' | 'passMark'>): string {
  const count = facts.itemsCompleted === null ? '' : ` (${numberFormat.format(facts.itemsCompleted)})`;
  const contents = `Completó todos los contenidos obligatorios de la ruta${count}`;
  const mark = facts.passMark === null ? '' : ` (mínimo para aprobar: ${String(facts.passMark)})`;
  return `${contents} y aprobó la evaluación final con ${String(facts.score)} de 100 puntos${mark}.`;
}

/** A one-page landscape A4 certificate with a QR code to the public verification page. */
export async function renderCertificatePdf(facts: CertificateFacts): Promise<Buffer> {
  const qr = await QRCode.toBuffer(facts.verifyUrl, { margin: 1, width: 240, errorCorrectionLevel: 'M' });
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      layout: 'landscape',
      margin: 48,
      info: { Title: `Certificado ${facts.code}`, Author: facts.providerName, Subject: facts.routeTitle },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const { width, height } = doc.page;
    doc
      .rect(24, 24, width - 48, height - 48)
      .lineWidth(3)
      .strokeColor('#0b6e4f')
      .stroke();
    const textWidth = width - 96 - 150;

    doc.font('Helvetica-Bold').fontSize(14).fillColor('#0b6e4f').text(facts.providerName.toUpperCase(), 48, 56);
    doc
      .moveDown(0.8)
      .font('Helvetica-Bold')
      .fontSize(26)
      .fillColor('#1a1a1a')
      .text('Certificado de formación', { width: textWidth });
    doc.moveDown(0.5).font('Helvetica').fontSize(12).text('Se certifica que', { width: textWidth });
    doc.moveDown(0.2).font('Helvetica-Bold').fontSize(20).text(facts.learnerName, { width: textWidth });
    const identity = identityLine(facts);
    if (identity) doc.font('Helvetica').fontSize(11).text(identity, { width: textWidth });
    doc.moveDown(0.4).font('Helvetica').fontSize(12).text('aprobó la ruta de aprendizaje', { width: textWidth });
    doc.moveDown(0.2).font('Helvetica-Bold').fontSize(16).text(facts.routeTitle, { width: textWidth });
    doc
      .moveDown(0.4)
      .font('Helvetica')
      .fontSize(11)
      .text(
        `Intensidad de la ruta: ${plural(facts.hours, 'hora', 'horas')} · Fecha: ${dateFormat.format(new Date(facts.issuedAt))}`,
        { width: textWidth },
      );
    if (facts.expiresAt) {
      doc.text(`Vigente hasta: ${dateFormat.format(new Date(facts.expiresAt))}`, { width: textWidth });
    }
    if (facts.studySeconds !== null) {
      doc.text(`Tiempo de estudio registrado en la plataforma: ${studyTimeText(facts.studySeconds)}`, {
        width: textWidth,
      });
    }
    doc.text(earnedText(facts), { width: textWidth });

    if (facts.signer) {
      doc.moveDown(1.2);
      const lineY = doc.y + 16;
      doc.moveTo(48, lineY).lineTo(300, lineY).lineWidth(0.8).strokeColor('#1a1a1a').stroke();
      doc
        .font('Helvetica-Bold')
        .fontSize(11)
        .fillColor('#1a1a1a')
        .text(facts.signer.name, 48, lineY + 6, { width: 320 })
        .font('Helvetica')
        .fontSize(10)
        .text(`Responsable de SST de ${facts.providerName}`, { width: 320 })
        .text(facts.signer.license, { width: 320 });
    }

    doc
      .moveDown(0.8)
      .fontSize(9)
      .fillColor('#444444')
      .text(
        'Este certificado es un registro de formación de la academia. No corresponde al curso virtual de 50 horas ' +
          'del SG-SST (Resolución 4927 de 2016), que solo expiden los proveedores autorizados.',
        48,
        doc.y,
        { width: textWidth },
      );

    doc.image(qr, width - 48 - 150, 80, { width: 140 });
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#1a1a1a')
      .text('Verifique este certificado:', width - 48 - 160, 228, { width: 160, align: 'center' })
      .font('Helvetica-Bold')
      .text(facts.code, { width: 160, align: 'center' });
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#444444')
      .text(facts.verifyUrl, 48, height - 62, { width: width - 96, align: 'center', lineBreak: false });
    doc.end();
  });
}
