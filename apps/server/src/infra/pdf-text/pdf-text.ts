/**
 * Extracts the text of a PDF for the search index with pdf.js (its Node build, no canvas, no network, no worker
 * thread). Loaded lazily: only uploads and the seed need it.
 */

/** Large PDFs are cut here: the index needs the words, not a whole book of them. */
export const MAX_EXTRACTED_CHARS = 500_000;

interface TextItemLike {
  str?: string;
  hasEOL?: boolean;
}

export async function extractPdfText(bytes: Uint8Array, maxChars = MAX_EXTRACTED_CHARS): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes), // pdf.js takes ownership of (detaches) the buffer it is given
    disableFontFace: true,
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  });
  try {
    const document = await task.promise;
    const pages: string[] = [];
    let length = 0;
    for (let number = 1; number <= document.numPages && length < maxChars; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const text = (content.items as TextItemLike[])
        .map((item) => (item.str ?? '') + (item.hasEOL ? '\n' : ''))
        .join('')
        .replace(/[ \t]+/g, ' ')
        .trim();
      pages.push(text);
      length += text.length;
      page.cleanup();
    }
    return pages.join('\n\n').slice(0, maxChars);
  } finally {
    await task.destroy();
  }
}
