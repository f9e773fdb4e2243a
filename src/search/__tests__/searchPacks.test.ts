import {describe, expect, it} from 'vitest';
import {packFiles, splitIntoPacks, unpackFiles, type PackedFile} from '../searchPacks';

const encoder = new TextEncoder();
const file = (name: string, text: string): PackedFile => ({name, bytes: encoder.encode(text)});
const texts = (files: readonly PackedFile[]) =>
  files.map(({name, bytes}) => [name, new TextDecoder().decode(bytes)]);

describe('search packs', () => {
  it('give back each file byte for byte, whatever it holds', () => {
    const files = [
      file('t0.json', '[[1,2],[3,4]]'),
      file('c0.json', '["/docs/é","Élèves ✓ 📚",null]'),
      file('empty.json', ''),
      file('p0.json', 'not json\nat all'),
    ];
    expect(texts(unpackFiles(packFiles(files)))).toEqual(texts(files));
  });

  it('name their files on the first line, before the bytes', () => {
    const pack = new TextDecoder().decode(
      packFiles([file('t0.json', '[1]'), file('c0.json', '"é"')]),
    );
    expect(pack).toBe('[["t0.json",3],["c0.json",4]]\n[1]"é"');
  });

  it('refuse a truncated pack, and what is not a pack', () => {
    const pack = packFiles([file('t0.json', '[1,2,3]')]);
    expect(() => unpackFiles(pack.subarray(0, pack.length - 1))).toThrow('add up');
    expect(() => unpackFiles(encoder.encode('{"t0.json":3}\n[1]'))).toThrow('Not a search pack');
    expect(() => unpackFiles(encoder.encode('[1,2,3]'))).toThrow('Not a search pack');
  });

  it('are cut in order at about the size asked, never splitting a file or leaving a pack empty', () => {
    const files = ['a', 'b', 'c', 'd', 'e'].map((name, i) =>
      file(name, 'x'.repeat([40, 50, 20, 200, 10][i] ?? 0)),
    );
    const packs = splitIntoPacks(files, 100);
    expect(packs.map((pack) => pack.map(({name}) => name))).toEqual([
      ['a', 'b'],
      ['c'],
      ['d'],
      ['e'],
    ]);
    expect(splitIntoPacks(files, 1000)).toHaveLength(1);
    expect(splitIntoPacks([], 100)).toEqual([]);
  });
});
