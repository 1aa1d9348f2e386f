import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

export interface CertificateFacts {
  code: string;
  learnerName: string;
  documentNumber: string | null;
  routeTitle: string;
  hours: number;
  score: number;
  issuedAt: string;
  verifyUrl: string;
  providerName: string;
}

const dateFormat = new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeZone: 'America/Bogota' });
const numberFormat = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 1 });

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

    doc.font('Helvetica-Bold').fontSize(14).fillColor('#0b6e4f').text(facts.providerName.toUpperCase(), 48, 60);
    doc
      .moveDown(1.2)
      .font('Helvetica-Bold')
      .fontSize(28)
      .fillColor('#1a1a1a')
      .text('Certificado de formación', { width: textWidth });
    doc.moveDown(0.8).font('Helvetica').fontSize(13).text('Se certifica que', { width: textWidth });
    doc.moveDown(0.3).font('Helvetica-Bold').fontSize(22).text(facts.learnerName, { width: textWidth });
    if (facts.documentNumber) {
      doc.font('Helvetica').fontSize(12).text(`Documento de identidad: ${facts.documentNumber}`, { width: textWidth });
    }
    doc.moveDown(0.6).font('Helvetica').fontSize(13).text('aprobó la ruta de aprendizaje', { width: textWidth });
    doc.moveDown(0.3).font('Helvetica-Bold').fontSize(17).text(facts.routeTitle, { width: textWidth });
    doc
      .moveDown(0.6)
      .font('Helvetica')
      .fontSize(12)
      .text(
        `Intensidad: ${numberFormat.format(facts.hours)} horas · Puntaje de la evaluación final: ${String(facts.score)} de 100 · ` +
          `Fecha: ${dateFormat.format(new Date(facts.issuedAt))}`,
        { width: textWidth },
      );
    doc
      .moveDown(1)
      .fontSize(10)
      .fillColor('#444444')
      .text(
        'Este certificado es un registro de formación de la academia. No corresponde al curso virtual de 50 horas ' +
          'del SG-SST (Resolución 4927 de 2016), que solo expiden los proveedores autorizados.',
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
      .text(facts.verifyUrl, 48, height - 70, { width: width - 96, align: 'center', lineBreak: false });
    doc.end();
  });
}
