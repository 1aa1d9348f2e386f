import PDFDocument from 'pdfkit';

export interface PdfSection {
  heading: string;
  paragraphs: string[];
}

/** Renders a simple, readable A4 document (title, sections, page numbers) for the demo seed's PDF lessons. */
export function renderSeedPdf(title: string, sections: PdfSection[], footer: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, bufferPages: true, info: { Title: title, Author: footer } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.font('Helvetica-Bold').fontSize(20).fillColor('#0b4f6c').text(title);
    doc.moveDown(0.5).font('Helvetica').fontSize(9).fillColor('#555555').text(footer);
    for (const section of sections) {
      doc.moveDown(1).font('Helvetica-Bold').fontSize(13).fillColor('#0b4f6c').text(section.heading);
      for (const paragraph of section.paragraphs) {
        doc.moveDown(0.4).font('Helvetica').fontSize(11).fillColor('#1a1a1a').text(paragraph, { align: 'left' });
      }
    }
    const range = doc.bufferedPageRange();
    for (let page = range.start; page < range.start + range.count; page += 1) {
      doc.switchToPage(page);
      // Writing inside the bottom margin would otherwise make pdfkit start a new page.
      doc.page.margins.bottom = 0;
      doc
        .font('Helvetica')
        .fontSize(8)
        .fillColor('#555555')
        .text(`Página ${String(page + 1)} de ${String(range.count)}`, 56, doc.page.height - 40, {
          lineBreak: false,
        });
    }
    doc.end();
  });
}
