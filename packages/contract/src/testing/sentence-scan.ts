import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect } from 'vitest';
import { skeletonOf, type Translator } from '../bangla-sentences.js';

// Test support only: tsconfig keeps it out of the build.

/**
 * A sentence the code can answer with, found in its source: the literal text, or for a template literal its
 * skeleton with `{}` where each value goes ('Serial number {}.').
 */
export type FoundSentence = { text: string; isTemplate: boolean; where: string };

/** Where sentences are said: the calls that take one, and the names of the variables that hold one. */
export type SentenceRules = {
  /** Callee names (a function, a method or a constructor) whose arguments are sentences: /^(ok|badRequest|min)$/. */
  callees: RegExp;
  /** A variable or constant with such a name holds a sentence: /^message$|_MESSAGE$/. */
  names: RegExp;
  /** An object property with such a name holds a sentence: /^(error|message)$/ for zod's options. */
  properties: RegExp;
  /** Files whose every exported constant is a sentence or a function making one (`*.messages.ts`). */
  messageModules: RegExp;
};

/** Every `.ts` file under `dir` that is not a test, a declaration or test support. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'))
    .filter((file) => !file.split(path.sep).some((part) => part === 'test' || part === 'testing'))
    .map((file) => path.join(dir, file));
}

/** A user-facing sentence starts with a capital letter (or a value) and has more than one word. */
function looksLikeSentence(text: string): boolean {
  return /^(?:[A-Z]|\{\})/.test(text) && /\s/.test(text);
}

function calleeName(node: ts.CallExpression | ts.NewExpression): string | undefined {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

/**
 * The sentences said through the rules' calls and names in `files`. Constants and small functions are followed
 * across files by name (`AppError.notFound(PATIENT_NOT_FOUND)`, `conflict(tooManyOnDate(limit))`); a value computed
 * at run time (`error.message`) is not, which is what the tests that collect answered sentences are for.
 */
export function sentencesIn(files: string[], rules: SentenceRules): FoundSentence[] {
  const sources = files.map((file) =>
    ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true),
  );
  const declared = new Map<string, ts.Expression[]>();
  const roots: ts.Expression[] = [];

  for (const source of sources) {
    const isMessageModule = rules.messageModules.test(source.fileName);
    const visit = (node: ts.Node): void => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        const list = declared.get(node.name.text) ?? [];
        list.push(node.initializer);
        declared.set(node.name.text, list);
        const exported = ts.getCombinedModifierFlags(node) & ts.ModifierFlags.Export;
        if (rules.names.test(node.name.text) || (isMessageModule && exported)) roots.push(node.initializer);
      }
      if (
        ts.isBinaryExpression(node) &&
        node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
        ts.isIdentifier(node.left) &&
        rules.names.test(node.left.text)
      ) {
        roots.push(node.right);
      }
      if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && rules.properties.test(node.name.text))
        roots.push(node.initializer);
      if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && rules.callees.test(calleeName(node) ?? ''))
        roots.push(...(node.arguments ?? []));
      ts.forEachChild(node, visit);
    };
    visit(source);
  }

  const found = new Map<string, FoundSentence>();
  const following = new Set<string>();
  const collect = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      add(node.text, false, node);
    } else if (ts.isTemplateExpression(node)) {
      const values = node.templateSpans.map((span) => constantText(span.expression));
      const text =
        node.head.text + node.templateSpans.map((span, i) => `${values[i] ?? '{}'}${span.literal.text}`).join('');
      add(text, values.includes(undefined), node);
    } else if (ts.isIdentifier(node)) {
      follow(node.text);
    } else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      follow(node.expression.text);
    } else if (ts.isElementAccessExpression(node)) {
      collect(node.expression);
    } else if (ts.isConditionalExpression(node)) {
      collect(node.whenTrue);
      collect(node.whenFalse);
    } else if (
      ts.isBinaryExpression(node) &&
      [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(node.operatorToken.kind)
    ) {
      collect(node.left);
      collect(node.right);
    } else if (ts.isArrowFunction(node)) {
      if (!ts.isBlock(node.body)) collect(node.body);
    } else if (
      ts.isArrayLiteralExpression(node) ||
      ts.isObjectLiteralExpression(node) ||
      ts.isParenthesizedExpression(node) ||
      ts.isAsExpression(node) ||
      ts.isSatisfiesExpression(node)
    ) {
      ts.forEachChild(node, collect);
    } else if (ts.isPropertyAssignment(node)) {
      collect(node.initializer);
    } else if (ts.isShorthandPropertyAssignment(node)) {
      follow(node.name.text);
    }
  };
  // `${MAX_FEE}` in a sentence is part of its text: a constant number or string is written in.
  const constantText = (node: ts.Expression): string | undefined => {
    const initializers = ts.isIdentifier(node) ? (declared.get(node.text) ?? []) : [];
    const [only] = initializers;
    if (initializers.length !== 1 || !only) return undefined;
    return ts.isNumericLiteral(only) || ts.isStringLiteral(only) ? only.text : undefined;
  };
  const follow = (name: string) => {
    if (following.has(name)) return;
    following.add(name);
    for (const initializer of declared.get(name) ?? []) collect(initializer);
  };
  const add = (text: string, isTemplate: boolean, node: ts.Node) => {
    if (!looksLikeSentence(text) || found.has(text)) return;
    const source = node.getSourceFile();
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.set(text, { text, isTemplate, where: `${path.relative(process.cwd(), source.fileName)}:${line + 1}` });
  };
  for (const root of roots) collect(root);
  return [...found.values()];
}

/**
 * A guard on a scan itself: it finds many sentences, the `examples` among them. Were it to find nothing, a check that
 * every sentence found has its Bangla would pass for nothing.
 */
export function expectScanFinds(said: FoundSentence[], examples: string[]): void {
  expect(said.length).toBeGreaterThan(100);
  expect(said.map((sentence) => sentence.text)).toEqual(expect.arrayContaining(examples));
}

/** The sentences found that `translator` has no Bangla for, each as `where: text`. */
export function withoutBangla(said: FoundSentence[], translator: Translator): string[] {
  return said
    .filter((sentence) =>
      sentence.isTemplate ? !translator.skeletons.has(sentence.text) : translator.bangla(sentence.text) === undefined,
    )
    .map((sentence) => `${sentence.where}: ${sentence.text}`);
}

/** The English keys of a book that no sentence found says any more: stale entries. */
export function unsaidKeys(said: FoundSentence[], keys: string[]): string[] {
  const texts = new Set(said.map((sentence) => sentence.text));
  return keys.filter((english) => !texts.has(skeletonOf(english)) && !texts.has(english));
}
