import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { check } from 'recheck';
const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs', '*.js', '*.cjs'], { encoding: 'utf8' }).split('\n').filter(Boolean);
const found = [];
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : undefined);
  const visit = (node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const t = node.getText(); const i = t.lastIndexOf('/');
      found.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart()).line + 1, source: t.slice(1, i), flags: t.slice(i + 1) });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
}
console.log(found.length, 'regexes in', files.length, 'files');
let bad = 0;
for (const r of found) {
  const d = await check(r.source, r.flags, { timeout: 10000 });
  if (d.status !== 'safe') { bad++; console.log(d.status, d.complexity?.summary ?? d.error?.kind, `${r.file}:${r.line}`, `/${r.source}/${r.flags}`); }
}
console.log(bad, 'not safe');
