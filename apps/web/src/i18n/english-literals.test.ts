import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Words a reader sees must come from the catalogs, so that Bangla can replace them. This reads every component the
 * way the compiler does and lists the English it would show as written: JSX text, the string values of the
 * attributes people read or hear (aria-label, title, placeholder, alt, label, legend, intro, heading), and the
 * strings toasted. Catalog keys, names and a few brand names pass; so does a page's whole English text kept beside
 * its Bangla (static-pages' `*-en.tsx`, as terms-and-conditions.tsx explains).
 * What this cannot see: strings built in helpers and passed along. Those are caught by the screens' Bangla tests.
 */
const SRC = path.resolve(__dirname, '..');
const READ_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'legend', 'intro', 'heading', 'callInstead']);
const TOAST_CALLS = /^(toast(\.(error|success|info|loading|warning))?|withToasts)$/;
// Brand names and a number's written form, the same in both languages.
const KEPT_AS_WRITTEN = new Set(['VISA', 'Visa', 'Mastercard', 'SSLCommerz', 'XXXXXXXXX']);
const CATALOG_KEY = /^[a-z][A-Za-z]*\.[A-Za-z_]+$/;

const isLeftOut = (file: string) =>
  /\.test\.tsx?$/.test(file) || /\/(test|testing|locales)\//.test(file) || /static-pages\/components\/[a-z-]+-en\.tsx$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.tsx') && !isLeftOut(full) ? [full] : [];
  });
}

/** The English words of a text a reader would see, once names and catalog keys are set aside. */
function englishIn(text: string): string[] {
  if (CATALOG_KEY.test(text.trim())) return [];
  return (text.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !KEPT_AS_WRITTEN.has(word));
}

function englishLiterals(file: string, code: string = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    if (englishIn(text).length === 0) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${path.relative(SRC, file)}:${line + 1} ${text.trim().replace(/\s+/g, ' ')}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText()) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value))) report(node, value.text);
    }
    if (ts.isCallExpression(node) && TOAST_CALLS.test(node.expression.getText())) {
      const [first] = node.arguments;
      if (first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))) report(node, first.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('English written into components (issue 13)', () => {
  it('when a component shows a reader words, then they come from the catalogs, not an English literal', () => {
    expect(sourceFiles(SRC).flatMap((file) => englishLiterals(file))).toEqual([]);
  });

  it('when a literal is written into JSX, a read attribute or a toast, then the check names it; keys, names and digits pass', () => {
    const probe = path.join(SRC, 'probe.tsx');
    expect(englishLiterals(probe, 'const A = () => <p>Loading doctors</p>;')).toEqual(['probe.tsx:1 Loading doctors']);
    expect(englishLiterals(probe, 'const A = () => <input aria-label="Search doctors" />;')).toEqual(['probe.tsx:1 Search doctors']);
    expect(englishLiterals(probe, "withToasts('Saving the changes...', save);")).toEqual(['probe.tsx:1 Saving the changes...']);
    expect(englishLiterals(probe, "const A = () => <p title={t('audit.title')}>{name} ৳১,৫০০ VISA</p>;")).toEqual([]);
    expect(englishLiterals(probe, 'const A = () => <Stat label="board.nowServing" />;')).toEqual([]);
  });
});
