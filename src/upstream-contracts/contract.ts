/**
 * A contract: code in an installed package that a part of this site relies on, checked by
 * `__tests__/upstreamContracts.test.ts` so that an upgrade fails loudly and names the part, instead
 * of quietly shipping a slower or broken site. Each owner keeps its contracts beside its code.
 */
export interface UpstreamContract {
  /** The part of the site that breaks when the contract does (a speed-layer piece, a plugin, a swizzle, a script). */
  readonly owner: string;
  /** The installed package and the file in it, relative to the package's folder. */
  readonly packageName: string;
  readonly file: string;
  /** Code the owner relies on, exactly as the installed file has it. */
  readonly expects: readonly string[];
  /** What the owner does with it. */
  readonly because: string;
}

/** The expected code a file lacks: empty when the contract holds. */
export function missingCode(contract: UpstreamContract, source: string): string[] {
  return contract.expects.filter((code) => !source.includes(code));
}
