import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Words a reader sees must come from the catalogs, so that Bangla can replace them. This reads every component and
 * module the way the compiler does and lists the English it would show as written: JSX text and strings put in JSX,
 * the string values of the attributes people read or hear (aria-label, title, placeholder, alt, label, legend, intro,
 * heading, ...), and the strings toasted (hooks in .ts files toast too). A string counts whether it is written in
 * place, is one branch of a condition or a fallback, is the text of a template, or is a module constant named there.
 * Catalog keys, names and a few brand names pass; so does a page's whole English text kept beside its Bangla
 * (static-pages' `*-en.tsx`, as terms-and-conditions.tsx explains).
 * What this cannot see: strings built in helpers and passed along. Those are caught by the screens' Bangla tests.
 */
const SRC = path.resolve(__dirname, '..');
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-roledescription',
  'aria-valuetext',
  'aria-description',
  'title',
  'placeholder',
  'alt',
  'label',
  'legend',
  'intro',
  'heading',
  'callInstead',
  'hint',
  'confirmLabel',
]);
const TOAST_CALLS = /^(toast(\.(error|success|info|loading|warning))?|withToasts)$/;
// Brand names and a number's written form, the same in both languages.
const KEPT_AS_WRITTEN = new Set(['VISA', 'Visa', 'Mastercard', 'SSLCommerz', 'XXXXXXXXX']);
const CATALOG_KEY = /^[a-z][A-Za-z]*\.[A-Za-z_]+$/;

const isLeftOut = (file: string) =>
  /\.(test|d)\.tsx?$/.test(file) ||
  /\/(test|testing|locales)\//.test(file) ||
  /static-pages\/components\/[a-z-]+-en\.tsx$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !isLeftOut(full) ? [full] : [];
  });
}

/** The English words of a text a reader would see, once names and catalog keys are set aside. */
function englishIn(text: string): string[] {
  if (CATALOG_KEY.test(text.trim())) return [];
  return (text.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !KEPT_AS_WRITTEN.has(word));
}

/** The module's `const NAME = 'text'` constants, so a string handed along by its name is read too. */
function stringConstants(source: ts.SourceFile): Map<string, string> {
  const constants = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const { name, initializer } of statement.declarationList.declarations) {
      if (
        ts.isIdentifier(name) &&
        initializer &&
        (ts.isStringLiteral(initializer) || ts.isNoSubstitutionTemplateLiteral(initializer))
      ) {
        constants.set(name.text, initializer.text);
      }
    }
  }
  return constants;
}

/** The texts an expression can show as written: a literal, a template's text, either branch or fallback, a constant. */
function textsOf(expression: ts.Expression | undefined, constants: Map<string, string>): string[] {
  if (!expression) return [];
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression.text];
  if (ts.isTemplateExpression(expression))
    return [expression.head.text, ...expression.templateSpans.map((span) => span.literal.text)];
  if (ts.isParenthesizedExpression(expression)) return textsOf(expression.expression, constants);
  if (ts.isConditionalExpression(expression))
    return [...textsOf(expression.whenTrue, constants), ...textsOf(expression.whenFalse, constants)];
  if (ts.isBinaryExpression(expression)) {
    const operator = expression.operatorToken.kind;
    // `shown && 'text'` shows only its right side; a fallback or a joined string may show either.
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return textsOf(expression.right, constants);
    if ([ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.PlusToken].includes(operator)) {
      return [...textsOf(expression.left, constants), ...textsOf(expression.right, constants)];
    }
  }
  if (ts.isIdentifier(expression)) {
    const constant = constants.get(expression.text);
    return constant === undefined ? [] : [constant];
  }
  return [];
}

function englishLiterals(file: string, code: string = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(
    file,
    code,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const constants = stringConstants(source);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    if (englishIn(text).length === 0) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${path.relative(SRC, file)}:${line + 1} ${text.trim().replace(/\s+/g, ' ')}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      for (const text of textsOf(node.expression, constants)) report(node, text);
    }
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText()) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      for (const text of textsOf(value, constants)) report(node, text);
    }
    if (ts.isCallExpression(node) && TOAST_CALLS.test(node.expression.getText())) {
      for (const text of textsOf(node.arguments[0], constants)) report(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('English written into components', () => {
  it('when a component shows a reader words, then they come from the catalogs, not an English literal', () => {
    expect(sourceFiles(SRC).flatMap((file) => englishLiterals(file))).toEqual([]);
  });

  it('when a literal is written into JSX, a read attribute or a toast, then the check names it; keys, names and digits pass', () => {
    const probe = path.join(SRC, 'probe.tsx');
    expect(englishLiterals(probe, 'const A = () => <p>Loading doctors</p>;')).toEqual(['probe.tsx:1 Loading doctors']);
    expect(englishLiterals(probe, 'const A = () => <input aria-label="Search doctors" />;')).toEqual([
      'probe.tsx:1 Search doctors',
    ]);
    expect(englishLiterals(probe, "withToasts('Saving the changes...', save);")).toEqual([
      'probe.tsx:1 Saving the changes...',
    ]);
    expect(englishLiterals(probe, "const A = () => <p title={t('audit.title')}>{name} ৳১,৫০০ VISA</p>;")).toEqual([]);
    expect(englishLiterals(probe, 'const A = () => <Stat label="board.nowServing" />;')).toEqual([]);
  });

  it('when the English is a constant, a branch, a fallback or a template handed to them, or toasted from a .ts hook, then the check names it too', () => {
    const probe = path.join(SRC, 'probe.tsx');
    expect(
      englishLiterals(probe, "const DENIED = 'Unauthorized request.';\ntoast.error(DENIED, { id: DENIED });"),
    ).toEqual(['probe.tsx:2 Unauthorized request.']);
    expect(
      englishLiterals(probe, "const A = () => <button aria-label={open ? 'Close menu' : t('shell.menu')} />;"),
    ).toEqual(['probe.tsx:1 Close menu']);
    expect(englishLiterals(probe, 'const A = () => <img alt={`${name} photo`} />;')).toEqual(['probe.tsx:1 photo']);
    expect(englishLiterals(probe, "const A = () => <p>{hint ?? 'Nothing found.'}</p>;")).toEqual([
      'probe.tsx:1 Nothing found.',
    ]);
    expect(englishLiterals(probe, 'const A = () => <div role="region" aria-roledescription="carousel" />;')).toEqual([
      'probe.tsx:1 carousel',
    ]);
    expect(
      englishLiterals(path.join(SRC, 'probe.ts'), "export const save = () => toast.loading('Saving...');"),
    ).toEqual(['probe.ts:1 Saving...']);
    expect(englishLiterals(probe, "const A = () => <p>{busy && t('form.saving')} {`${count}/${max}`}</p>;")).toEqual(
      [],
    );
  });
});
