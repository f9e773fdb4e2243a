import {highlight, markText, snippet, type HighlightOptions} from './highlight';
import type {SearchHit} from './searchRequest';
import {escapeHtml} from './text';
import {hierarchyLevels, type SearchRecord} from './types';

/** The attributes to snippet and their lengths in words, from Algolia's `attributesToSnippet` ('content:10'). */
export function parseSnippetAttributes(list: readonly string[]): Map<string, number> {
  const result = new Map<string, number>();
  for (const entry of list) {
    const [name = '', count] = entry.split(':');
    result.set(name, Number(count) || 10);
  }
  return result;
}

/**
 * A record as an Algolia hit: its fields, highlights and snippets. Every text field is HTML-escaped
 * before highlight tags go in, because DocSearch and the /search page render them as HTML.
 */
export function searchHit(
  record: SearchRecord,
  options: HighlightOptions,
  snippets: Map<string, number>,
  ellipsis: string,
): SearchHit {
  const hierarchy = {...record.hierarchy};
  const highlightResult: SearchHit['_highlightResult'] = {hierarchy: {}};
  const snippetResult: SearchHit['_snippetResult'] = {hierarchy: {}};
  const present = (text: string, snippetWords: number | undefined) => {
    const marked = markText(text, options);
    return {
      highlighted: highlight(marked, options),
      snipped: snippetWords ? snippet(marked, snippetWords, ellipsis, options) : undefined,
    };
  };
  for (const level of hierarchyLevels) {
    const text = record.hierarchy[level];
    if (text === null) continue;
    hierarchy[level] = escapeHtml(text);
    const {highlighted, snipped} = present(text, snippets.get(`hierarchy.${level}`));
    highlightResult.hierarchy[level] = highlighted;
    if (snipped) snippetResult.hierarchy[level] = snipped;
  }
  if (record.content !== null) {
    const {highlighted, snipped} = present(record.content, snippets.get('content'));
    highlightResult.content = highlighted;
    if (snipped) snippetResult.content = snipped;
  }
  // Raw fields are rendered as HTML too (recent and favourite searches): they go out escaped.
  return {
    ...record,
    hierarchy,
    content: record.content === null ? null : escapeHtml(record.content),
    _highlightResult: highlightResult,
    _snippetResult: snippetResult,
  };
}
