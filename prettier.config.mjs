// Formatting for code (TypeScript, JavaScript, CSS). Docusaurus's own settings, with lines up to
// 100 characters because this code base was written to that width. The guide's Markdown is left to
// markdownlint, which knows its house rules.
/** @type {import('prettier').Config} */
export default {
  arrowParens: 'always',
  bracketSameLine: true,
  bracketSpacing: false,
  printWidth: 100,
  singleQuote: true,
  trailingComma: 'all',
};
