/**
 * Packs: the term chunks, title cards and page files of one build's local index (indexLayout.ts),
 * carried in a few files, so that a device keeps the whole index for offline search with a few
 * requests instead of one per file (src/plugins/offline-reading). A search never reads a pack: it
 * fetches the files one by one, and the service worker answers them from what it unpacked.
 *
 * A pack is one line naming its files and their sizes in bytes, then their bytes one after the other:
 * `[["t0.json",1834],["c0.json",61],…]\n{…t0.json…}{…c0.json…}…`. It holds the files' bytes as they
 * are, whatever they hold, so the index's format can change without the packs knowing.
 */

export interface PackedFile {
  /** The file's path relative to the index folder, e.g. 't0.json'. */
  readonly name: string;
  readonly bytes: Uint8Array<ArrayBuffer>;
}

/** Pack `number` of a build, in its index folder; `.txt`, so every host compresses it as text. */
export const packFile = (number: number) => `pack${String(number)}.txt`;

const newline = 0x0a;

export function packFiles(files: readonly PackedFile[]): Uint8Array<ArrayBuffer> {
  const header = new TextEncoder().encode(
    `${JSON.stringify(files.map((file) => [file.name, file.bytes.length]))}\n`,
  );
  const pack = new Uint8Array(
    header.length + files.reduce((sum, file) => sum + file.bytes.length, 0),
  );
  pack.set(header);
  let offset = header.length;
  for (const file of files) {
    pack.set(file.bytes, offset);
    offset += file.bytes.length;
  }
  return pack;
}

function isHeader(value: unknown): value is [string, number][] {
  return (
    Array.isArray(value) &&
    value.every(
      (entry) => Array.isArray(entry) && typeof entry[0] === 'string' && Number.isInteger(entry[1]),
    )
  );
}

/** The files of a pack, in order; throws on a pack whose sizes don't add up (a truncated download). */
export function unpackFiles(pack: Uint8Array<ArrayBuffer>): PackedFile[] {
  const headerEnd = pack.indexOf(newline);
  const header: unknown =
    headerEnd === -1
      ? undefined
      : JSON.parse(new TextDecoder().decode(pack.subarray(0, headerEnd)));
  if (!isHeader(header)) throw new Error('Not a search pack: its first line must list its files');
  let offset = headerEnd + 1;
  const files = header.map(([name, size]) => {
    const bytes = pack.subarray(offset, offset + size);
    offset += size;
    return {name, bytes};
  });
  if (offset !== pack.length)
    throw new Error(
      `A search pack of ${String(pack.length)} bytes whose files add up to ${String(offset)}`,
    );
  return files;
}

/**
 * The files, in their order, cut into packs of about `packBytes` each (a file never split, nor a pack
 * left empty).
 */
export function splitIntoPacks<File extends PackedFile>(
  files: readonly File[],
  packBytes: number,
): File[][] {
  const packs: File[][] = [];
  let pack: File[] = [];
  let size = 0;
  for (const file of files) {
    if (pack.length > 0 && size + file.bytes.length > packBytes) {
      packs.push(pack);
      pack = [];
      size = 0;
    }
    pack.push(file);
    size += file.bytes.length;
  }
  if (pack.length > 0) packs.push(pack);
  return packs;
}
