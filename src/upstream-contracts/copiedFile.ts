import {createHash} from 'node:crypto';

/**
 * A file of ours copied from an upstream file (an ejected swizzle): the upstream file's hash at
 * copy time. When an upgrade changes the upstream file, the copy may miss its fixes; the contract
 * test fails until the copy is compared with the new file, redone if needed, and the hash renewed.
 */
export interface CopiedFile {
  /** Our copy, relative to the site's folder. */
  readonly copy: string;
  readonly packageName: string;
  /** The file copied, relative to the package's folder. */
  readonly upstreamFile: string;
  /** sha256 of the upstream file when it was copied (`sha256sum node_modules/<package>/<file>`). */
  readonly sha256: string;
}

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
