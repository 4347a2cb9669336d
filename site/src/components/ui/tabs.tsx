import { useRef, type KeyboardEvent } from 'react';

import { color, radius } from '../../config/theme';

export interface TabItem {
  id: string;
  label: string;
}

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/**
 * An ARIA tab list (roving focus, arrow keys, Home/End). The caller renders the
 * selected panel with `role="tabpanel"`, `id={panelId(...)}` and `aria-labelledby={tabId(...)}`.
 */
export function Tabs({ label, prefix, items, selected, onSelect }: { label: string; prefix: string; items: TabItem[]; selected: string; onSelect: (id: string) => void }) {
  const list = useRef<HTMLDivElement>(null);

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
      css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 8, padding: 6, margin: '0 auto 32px', width: 'fit-content', maxWidth: '100%', background: color.surface, border: `1px solid ${color.line}`, borderRadius: radius.pill }}
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
              minHeight: 44,
              padding: '8px 20px',
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
