import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

import type { RichTextBlock, RichTextInline, RichTextList } from '@agency/contract';

import { color, radius } from '../../../config/theme';

/** A link of the rich text: the site's own paths through the router, others as plain links. */
function RichLink({ href, newTab, children }: { href: string; newTab?: boolean; children: ReactNode }) {
  if (href.startsWith('/') && !newTab) return <Link to={href}>{children}</Link>;
  return (
    <a href={href} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

function Inline({ nodes }: { nodes: RichTextInline[] }) {
  return (
    <>
      {nodes.map((node, i) => {
        if (node.type === 'break') return <br key={i} />;
        if (node.type === 'link')
          return (
            <RichLink key={i} href={node.href} newTab={node.newTab}>
              <Inline nodes={node.children} />
            </RichLink>
          );
        let text: ReactNode = node.text;
        if (node.underline) text = <u>{text}</u>;
        if (node.italic) text = <em>{text}</em>;
        if (node.bold) text = <strong>{text}</strong>;
        return <Fragment key={i}>{text}</Fragment>;
      })}
    </>
  );
}

function List({ list }: { list: RichTextList }) {
  const Tag = list.ordered ? 'ol' : 'ul';
  return (
    <Tag>
      {list.items.map((item, i) => (
        <li key={i}>
          <Inline nodes={item.children} />
          {item.nested && <List list={item.nested} />}
        </li>
      ))}
    </Tag>
  );
}

const quoteStyle = { background: color.brandSoft, borderRadius: radius.md, padding: '16px 20px', margin: '24px 0', '& p': { margin: 0 } };

/** A legal page's text as the CMS sends it: a node tree of known kinds, drawn as elements (never as HTML). */
export function RichText({ blocks }: { blocks: RichTextBlock[] }) {
  return (
    <>
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'heading':
            return block.level === 2 ? (
              <h2 key={i}>
                <Inline nodes={block.children} />
              </h2>
            ) : (
              <h3 key={i}>
                <Inline nodes={block.children} />
              </h3>
            );
          case 'quote':
            return (
              <blockquote key={i} css={quoteStyle}>
                <p>
                  <Inline nodes={block.children} />
                </p>
              </blockquote>
            );
          case 'list':
            return <List key={i} list={block} />;
          default:
            return (
              <p key={i}>
                <Inline nodes={block.children} />
              </p>
            );
        }
      })}
    </>
  );
}
