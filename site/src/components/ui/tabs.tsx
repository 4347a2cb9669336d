import { useEffect, useRef, type KeyboardEvent } from 'react';

import { color, mq, radius } from '../../config/theme';

export interface TabItem {
  id: string;
  label: string;
}

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/**
 * An ARIA tab list (roving focus, arrow keys, Home/End) on one line: on a narrow screen it
 * scrolls sideways and keeps the selected tab in view. The caller renders the selected panel
 * with `role="tabpanel"`, `id={panelId(...)}` and `aria-labelledby={tabId(...)}`.
 */
export function Tabs({
  label,
  prefix,
  items,
  selected,
  onSelect,
}: {
  label: string;
  prefix: string;
  items: TabItem[];
  selected: string;
  onSelect: (id: string) => void;
}) {
  const list = useRef<HTMLDivElement>(null);

  // The list's own sideways scroll only (scrollIntoView would move the page too).
  useEffect(() => {
    const box = list.current;
    const tab = box?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!box || !tab || box.scrollWidth <= box.clientWidth) return;
    const left = tab.offsetLeft - box.offsetLeft;
    if (left < box.scrollLeft) box.scrollLeft = left - 6;
    else if (left + tab.offsetWidth > box.scrollLeft + box.clientWidth) box.scrollLeft = left + tab.offsetWidth - box.clientWidth + 6;
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onSelect(items[next]!.id);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <div
      ref={list}
      role="tablist"
      aria-label={label}
      css={{
        display: 'flex',
        flexWrap: 'nowrap',
        gap: 2,
        padding: 6,
        margin: '0 auto 32px',
        width: 'fit-content',
        maxWidth: '100%',
        overflowX: 'auto',
        scrollbarWidth: 'none',
        position: 'relative',
        background: color.surface,
        border: `1px solid ${color.line}`,
        borderRadius: radius.pill,
        [mq.sm]: { gap: 8 },
      }}
    >
      {items.map((item, index) => {
        const active = item.id === selected;
        return (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={tabId(prefix, item.id)}
            aria-selected={active}
            // Only the selected tab's panel exists, so only it names one.
            aria-controls={active ? panelId(prefix, item.id) : undefined}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(item.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
            css={{
              flexShrink: 0,
              whiteSpace: 'nowrap',
              minHeight: 44,
              // Tighter on a phone, so the usual three tabs fit a 390 px screen without scrolling.
              padding: '8px 12px',
              fontSize: 15,
              [mq.sm]: { padding: '8px 20px', fontSize: 16 },
              border: 0,
              borderRadius: radius.pill,
              cursor: 'pointer',
              fontWeight: 700,
              background: active ? color.brand : 'transparent',
              color: active ? '#fff' : color.ink,
              '&:hover': { background: active ? color.brand : color.brandSoft },
            }}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
