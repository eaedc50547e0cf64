import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * The class of bug the catalog check cannot see: text a screen shows that
 * never went through Lingui, so it is English on a Spanish page. Found in the
 * source with the TypeScript compiler (scripts/untranslated-text.test.ts):
 * - bare JSX text, or a string literal a JSX child or a shown attribute gets
 *   (`<p>Saved</p>`, `{done ? 'Saved' : 'Saving'}`, `aria-label="Close"`);
 * - a plural built by hand: `${count} essays`, or `count === 1 ? … : …`
 *   choosing between texts (ICU's `{count, plural, …}` says it in any language).
 * Text inside an element marked `lang="en…"` stays English on purpose
 * (docs/i18n.md), and so does a line after `// untranslated: <why>`.
 */
export interface UntranslatedText {
  file: string;
  line: number;
  text: string;
  rule: 'jsx-text' | 'jsx-string' | 'template-plural' | 'ternary-plural';
}

/** Attributes a person reads or hears. */
const SHOWN_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'alt',
  'title',
  'placeholder',
  'label',
  'description',
]);

const WORDS = /\p{L}{2,}/u;
/** Names said the same in every language. */
const NAMES = new Set(['Puente']);
const isWords = (text: string | undefined) =>
  text !== undefined && WORDS.test(text) && !NAMES.has(text.trim());
/** `'checkIn1'`: a key, not a text. */
const isKey = (text: string | undefined) => text !== undefined && /^[a-z]+[A-Z0-9]\w*$/.test(text);
/** `${count} essays`, `${n} word(s)`: a number's word spelt after it. */
const WORD_AFTER_VALUE = /^\s\p{L}{2,}/u;
const COUNT_COMPARISON = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
  ts.SyntaxKind.GreaterThanToken,
  ts.SyntaxKind.LessThanToken,
  ts.SyntaxKind.GreaterThanEqualsToken,
]);

const isText = (node: ts.Node): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);

const textOf = (node: ts.Node): string | undefined => {
  if (isText(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('…');
  return undefined;
};

/** The literal texts an expression may evaluate to, through `?:`, `&&`, `||`, `??` and parentheses. */
function shownTexts(node: ts.Expression): ts.Expression[] {
  if (ts.isParenthesizedExpression(node)) return shownTexts(node.expression);
  if (ts.isConditionalExpression(node))
    return [...shownTexts(node.whenTrue), ...shownTexts(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    const operator = node.operatorToken.kind;
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return shownTexts(node.right);
    if (operator === ts.SyntaxKind.BarBarToken || operator === ts.SyntaxKind.QuestionQuestionToken)
      return [...shownTexts(node.left), ...shownTexts(node.right)];
  }
  return isText(node) || ts.isTemplateExpression(node) ? [node] : [];
}

const isCountComparison = (node: ts.Expression): boolean => {
  const inner = ts.isParenthesizedExpression(node) ? node.expression : node;
  return (
    ts.isBinaryExpression(inner) &&
    COUNT_COMPARISON.has(inner.operatorToken.kind) &&
    [inner.left, inner.right].some((side) => ts.isNumericLiteral(side) && side.text === '1')
  );
};

function markedEnglish(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node; at; at = at.parent) {
    const opening = ts.isJsxElement(at)
      ? at.openingElement
      : ts.isJsxSelfClosingElement(at)
        ? at
        : undefined;
    const lang = opening?.attributes.properties.find(
      (property): property is ts.JsxAttribute =>
        ts.isJsxAttribute(property) && property.name.getText() === 'lang',
    );
    if (lang?.initializer && ts.isStringLiteral(lang.initializer))
      return lang.initializer.text.startsWith('en');
  }
  return false;
}

export function findUntranslatedText(file: string, source: string): UntranslatedText[] {
  const sourceFile = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const lines = source.split('\n');
  const found: UntranslatedText[] = [];
  const report = (node: ts.Node, text: string, rule: UntranslatedText['rule']) => {
    const line = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line;
    if (/\/\/ untranslated:/.test(lines[line - 1] ?? '') || markedEnglish(node)) return;
    found.push({ file, line: line + 1, text: text.trim().replace(/\s+/g, ' '), rule });
  };
  const reportShown = (expression: ts.Expression) => {
    for (const literal of shownTexts(expression)) {
      const text = textOf(literal) ?? '';
      if (isWords(text)) report(literal, text, 'jsx-string');
    }
  };

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isWords(node.text)) report(node, node.text, 'jsx-text');
    else if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    )
      reportShown(node.expression);
    else if (
      ts.isJsxAttribute(node) &&
      SHOWN_ATTRIBUTES.has(node.name.getText()) &&
      node.initializer
    ) {
      const value = node.initializer;
      if (ts.isStringLiteral(value) && isWords(value.text)) report(value, value.text, 'jsx-string');
      else if (ts.isJsxExpression(value) && value.expression) reportShown(value.expression);
    } else if (ts.isTemplateExpression(node)) {
      if (node.templateSpans.some((span) => WORD_AFTER_VALUE.test(span.literal.text)))
        report(node, textOf(node) ?? '', 'template-plural');
    } else if (
      ts.isConditionalExpression(node) &&
      isCountComparison(node.condition) &&
      [node.whenTrue, node.whenFalse].every(
        (branch) => isWords(textOf(branch)) && !isKey(textOf(branch)),
      )
    )
      report(node, node.getText(sourceFile), 'ternary-plural');
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** What a browser shows: the ui kit, the widgets and the host, their tests, stories and build tools aside. */
export const SHOWN_SOURCES = ['packages/ui/src', 'packages/widgets/src', 'packages/host/src'];

const isShownSource = (name: string) =>
  /\.tsx?$/.test(name) &&
  !/\.(test|stories|css|d)\.tsx?$/.test(name) &&
  !/(^|\/)(locales|testing)\//.test(name);

export function sourceFiles(root: string, folders = SHOWN_SOURCES): string[] {
  return folders.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .map((name) => join(folder, name))
      .filter(isShownSource),
  );
}

export function untranslatedTextIn(root: string): UntranslatedText[] {
  return sourceFiles(root).flatMap((file) =>
    findUntranslatedText(relative(root, join(root, file)), readFileSync(join(root, file), 'utf8')),
  );
}
