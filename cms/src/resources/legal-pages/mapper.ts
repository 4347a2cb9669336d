import type { LegalPage, LegalPageSummary, RichTextBlock, RichTextInline, RichTextList } from '@agency/contract';

import { toPageSeo } from '../seo/mapper';
import type { LegalPage as LegalPageDoc } from '../../payload-types';
import { legalPagePath } from './page-path';

export { legalPagePath };

/** A serialized Lexical node, as much of it as the mapper reads. */
interface LexicalNode {
  type?: unknown;
  children?: unknown;
  text?: unknown;
  format?: unknown;
  tag?: unknown;
  listType?: unknown;
  fields?: { url?: unknown; newTab?: unknown; linkType?: unknown } | null;
  url?: unknown;
}

const childrenOf = (node: LexicalNode): LexicalNode[] => (Array.isArray(node.children) ? (node.children as LexicalNode[]) : []);

// Lexical's text format bits.
const BOLD = 1;
const ITALIC = 2;
const UNDERLINE = 8;

/**
 * A link target the site may render: its own paths, fragments, http(s), mailto: and tel:.
 * Anything else (javascript:, data:, protocol-relative //host) loses its link and keeps its text.
 */
export function safeHref(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const href = value.trim();
  if ((href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\')) || href.startsWith('#')) return href;
  try {
    const url = new URL(href);
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function toInline(nodes: LexicalNode[]): RichTextInline[] {
  const out: RichTextInline[] = [];
  for (const node of nodes) {
    switch (node.type) {
      case 'text': {
        if (typeof node.text !== 'string' || node.text === '') break;
        const format = typeof node.format === 'number' ? node.format : 0;
        const text: RichTextInline = { type: 'text', text: node.text };
        if (format & BOLD) text.bold = true;
        if (format & ITALIC) text.italic = true;
        if (format & UNDERLINE) text.underline = true;
        out.push(text);
        break;
      }
      case 'tab':
        out.push({ type: 'text', text: ' ' });
        break;
      case 'linebreak':
        out.push({ type: 'break' });
        break;
      case 'link':
      case 'autolink': {
        const children = toInline(childrenOf(node));
        const href = safeHref(node.fields?.url ?? node.url);
        if (href) out.push({ type: 'link', href, ...(node.fields?.newTab === true ? { newTab: true } : {}), children });
        else out.push(...children);
        break;
      }
      default:
        // An inline node the site does not draw: keep its text.
        out.push(...toInline(childrenOf(node)));
    }
  }
  return out;
}

function toList(node: LexicalNode): RichTextList {
  const items: RichTextList['items'] = [];
  for (const item of childrenOf(node)) {
    const lists = childrenOf(item).filter((child) => child.type === 'list');
    const inline = toInline(childrenOf(item).filter((child) => child.type !== 'list'));
    const nested = lists[0] ? toList(lists[0]) : undefined;
    // Lexical nests a list in an item of its own, right after the item it belongs to.
    const previous = items[items.length - 1];
    if (nested && inline.length === 0 && previous && !previous.nested) previous.nested = nested;
    else items.push(nested ? { children: inline, nested } : { children: inline });
  }
  return { type: 'list', ordered: node.listType === 'number', items };
}

/** Lexical's editor state as the site's safe node tree: only what the editor offers, no markup. */
export function toRichText(state: unknown): RichTextBlock[] {
  const root = (state as { root?: LexicalNode } | null)?.root;
  if (!root) return [];
  const blocks: RichTextBlock[] = [];
  for (const node of childrenOf(root)) {
    switch (node.type) {
      case 'heading':
        blocks.push({ type: 'heading', level: node.tag === 'h2' || node.tag === 'h1' ? 2 : 3, children: toInline(childrenOf(node)) });
        break;
      case 'quote':
        blocks.push({ type: 'quote', children: toInline(childrenOf(node)) });
        break;
      case 'list':
        blocks.push(toList(node));
        break;
      default: {
        // Paragraphs, and anything else with text in it, as a paragraph; empty ones are spacing, left out.
        const children = toInline(childrenOf(node));
        if (children.length > 0) blocks.push({ type: 'paragraph', children });
      }
    }
  }
  return blocks;
}

export function toLegalPageSummary(doc: LegalPageDoc): LegalPageSummary {
  return {
    _id: doc.id,
    title: doc.title,
    slug: doc.slug,
    path: legalPagePath(doc.slug),
    description: doc.description,
    seo: toPageSeo(doc.seo),
    updatedAt: doc.updatedAt,
  };
}

export function toLegalPage(doc: LegalPageDoc): LegalPage {
  return { ...toLegalPageSummary(doc), content: toRichText(doc.content) };
}
