// The legacy build: it carries the polyfills that PDF.js needs on Node 20 (package.json engines), such
// as ArrayBuffer.prototype.transferToFixedLength; pdfjs-dist stays on 5.6, its last line for Node 20.
import {getDocument, OPS} from 'pdfjs-dist/legacy/build/pdf.mjs';

/** One sheet of a PDF, as PDF.js reads it. */
export interface PdfPage {
  /** The text on the sheet, one line of the PDF per line. */
  readonly text: string;
  /** Whether the sheet draws text, an image or an embedded drawing (a form XObject). */
  readonly drawsSomething: boolean;
}

const drawingOperators = new Set([
  OPS.showText,
  OPS.showSpacedText,
  OPS.nextLineShowText,
  OPS.nextLineSetSpacingShowText,
  OPS.paintFormXObjectBegin,
  OPS.paintImageXObject,
  OPS.paintInlineImageXObject,
  OPS.paintImageMaskXObject,
]);

/** The sheets of a PDF, in order. */
export async function pdfPages(pdf: Uint8Array): Promise<PdfPage[]> {
  // PDF.js takes over the buffer it reads: it gets a copy.
  const document = await getDocument({data: new Uint8Array(pdf)}).promise;
  try {
    const pages: PdfPage[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const {items} = await page.getTextContent();
      const {fnArray} = await page.getOperatorList();
      pages.push({
        text: items
          .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
          .join(''),
        drawsSomething: fnArray.some((operator) => drawingOperators.has(operator)),
      });
    }
    return pages;
  } finally {
    await document.destroy();
  }
}
