// The zip writer: what it writes reads back byte for byte (deflated text, stored pictures, UTF-8 names),
// and a standard reader (Python's zipfile, when the machine has it) accepts it.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readZip } from '@callout/server-testing/fixtures/zip';
import { describe, expect, it } from 'vitest';
import { toCsv } from './export-contents';
import { writeZip } from './zip';

describe('zip writer', () => {
  const text = Buffer.from('{"orders":[]}\n'.repeat(500), 'utf8');
  const noise = randomBytes(4096);
  const entries = [
    { name: 'records/orders.json', data: text },
    { name: 'pictures/profile.png', data: noise },
    { name: 'notes/café.txt', data: Buffer.from('crème brûlée', 'utf8') },
    { name: 'empty.csv', data: Buffer.alloc(0) },
  ];

  it('reads back every file as written, compressing what compresses and storing what does not', () => {
    const archive = writeZip(entries, new Date('2026-03-04T05:06:08Z'));
    const files = readZip(archive);
    expect([...files.keys()]).toEqual(entries.map((entry) => entry.name));
    for (const entry of entries) expect(files.get(entry.name)?.equals(entry.data)).toBe(true);
    // The repeated JSON is deflated far below its size; the random bytes are stored, not grown.
    expect(archive.length).toBeLessThan(text.length / 4 + noise.length + 1024);
  });

  it('is accepted by a standard zip reader', () => {
    const python = spawnSync('python3', ['--version']);
    if (python.status !== 0) return; // the in-repo reader above still checked the format
    const folder = mkdtempSync(join(tmpdir(), 'zip-test-'));
    const file = join(folder, 'archive.zip');
    writeFileSync(file, writeZip(entries));
    const listed = spawnSync(
      'python3',
      [
        '-c',
        'import sys,zipfile;z=zipfile.ZipFile(sys.argv[1]);assert z.testzip() is None;print("\\n".join(z.namelist()))',
        file,
      ],
      { encoding: 'utf8' },
    );
    expect(listed.stderr).toBe('');
    expect(listed.stdout.trim().split('\n')).toEqual(entries.map((entry) => entry.name));
  });
});

describe('CSV', () => {
  it('quotes commas, quotes and line breaks, and makes a leading formula character inert', () => {
    const csv = toCsv(
      ['a', 'b', 'c'],
      [
        { a: 'plain', b: 'has, comma', c: 'say "hi"\nbye' },
        { a: '=HYPERLINK("x")', b: -12.5, c: null },
        { a: new Date('2026-01-02T03:04:05Z'), b: '+44 7700', c: '@me' },
      ],
    );
    expect(csv.toString('utf8')).toBe(
      [
        'a,b,c',
        'plain,"has, comma","say ""hi""\nbye"',
        `"'=HYPERLINK(""x"")",-12.5,`,
        "2026-01-02T03:04:05.000Z,'+44 7700,'@me",
        '',
      ].join('\r\n'),
    );
  });
});
