import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const buildDir = path.resolve(__dirname, '../../../../../build');
const scriptsDir = path.join(buildDir, 'assets/js');

function scripts(prefix: string): string[] {
  if (!existsSync(scriptsDir))
    throw new Error(`${scriptsDir} is missing: run \`npm run build\` first`);
  return readdirSync(scriptsDir).filter((file) => file.startsWith(prefix) && file.endsWith('.js'));
}

/** The chunk files a slice adds to the runtime (../chunkFiles.ts): `"assets/js/<id>.<hash>.js"`. */
const filesNamedIn = (code: string): string[] =>
  [...code.matchAll(/"(assets\/js\/[^"]+\.js)"/g)].flatMap((match) => match[1] ?? []);

describe("sectioned-registry: a section's chunk files travel with its slice", () => {
  const slices = scripts('registry-').map((file) =>
    readFileSync(path.join(scriptsDir, file), 'utf8'),
  );
  const [runtimeFile] = scripts('runtime~main.');
  const runtime = readFileSync(path.join(scriptsDir, runtimeFile ?? ''), 'utf8');

  it('every slice names the files of its chunks, and each file exists', () => {
    expect(slices.length).toBeGreaterThan(10);
    for (const slice of slices) {
      const files = filesNamedIn(slice);
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) expect(existsSync(path.join(buildDir, file)), file).toBe(true);
    }
  });

  it("the runtime's map leaves those files out", () => {
    const hashes = slices
      .flatMap(filesNamedIn)
      .map((file) => /\.([0-9a-f]+)\.js$/.exec(file)?.[1] ?? '');
    const inRuntime = hashes.filter((hash) => runtime.includes(`:"${hash}"`));
    // Two chunks of one content share a hash; both entries then stay (../chunkFiles.ts).
    expect(inRuntime.length).toBeLessThan(hashes.length / 50);
  });
});
