import {constants, inflateSync} from 'node:zlib';

/**
 * The pages of a PDF that Chromium wrote (page.pdf()), in order, with what each draws: enough to tell
 * a blank sheet from one with text or images, without a PDF library. Chromium's writer (Skia) writes
 * plain numbered objects (no object streams) and compresses each page's content stream with Flate;
 * the page tree may nest. Text is drawn by the TJ and Tj operators, images and embedded drawings by Do.
 */
export interface PdfPage {
  /** Runs of text drawn (TJ and Tj operators). */
  readonly textRuns: number;
  /** Images and other external objects drawn (Do operators). */
  readonly drawings: number;
}

/** Each object's text between `N 0 obj` and `endobj`, in latin1 so that string offsets are byte offsets. */
function objects(pdf: Buffer): Map<number, string> {
  const text = pdf.toString('latin1');
  const found = new Map<number, string>();
  for (const match of text.matchAll(/(\d+) 0 obj\b/g)) {
    const start = match.index + match[0].length;
    found.set(Number(match[1]), text.slice(start, text.indexOf('endobj', start)));
  }
  return found;
}

function references(list: string): number[] {
  return [...list.matchAll(/(\d+) 0 R/g)].map((match) => Number(match[1]));
}

/** The decompressed data of a stream object. */
function streamData(object: string): string {
  const start = object.indexOf('stream') + 'stream'.length;
  const data = object.slice(object.startsWith('\r\n', start) ? start + 2 : start + 1, object.lastIndexOf('endstream'));
  const bytes = Buffer.from(data, 'latin1');
  return (/\/FlateDecode/.test(object.slice(0, start)) ? inflateSync(bytes, {finishFlush: constants.Z_SYNC_FLUSH}) : bytes).toString('latin1');
}

export function pdfPages(pdf: Buffer): PdfPage[] {
  const all = objects(pdf);
  const get = (number: number) => {
    const object = all.get(number);
    if (object === undefined) throw new Error(`PDF object ${String(number)} is missing`);
    return object;
  };
  const catalog = [...all.values()].find((object) => /\/Type\s*\/Catalog\b/.test(object));
  const root = /\/Pages (\d+) 0 R/.exec(catalog ?? '')?.[1];
  if (root === undefined) throw new Error('no page tree in the PDF');
  const pages: PdfPage[] = [];
  const walk = (number: number) => {
    const node = get(number);
    if (/\/Type\s*\/Pages\b/.test(node)) {
      for (const kid of references(/\/Kids\s*\[([^\]]*)\]/.exec(node)?.[1] ?? '')) walk(kid);
      return;
    }
    const contents = /\/Contents\s*(\[[^\]]*\]|\d+ 0 R)/.exec(node)?.[1] ?? '';
    const drawn = references(contents)
      .map((reference) => streamData(get(reference)))
      .join('\n');
    pages.push({textRuns: drawn.match(/(?<![\w])T[Jj](?![\w])/g)?.length ?? 0, drawings: drawn.match(/(?<![\w])Do(?![\w])/g)?.length ?? 0});
  };
  walk(Number(root));
  return pages;
}
