import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";

export type TabItem<K extends string> = { id: K; label: ReactNode; badge?: ReactNode };

/**
 * WAI-ARIA tabs: one tab stop (roving tabindex), Left/Right (and Up/Down) move and select, Home/End jump to the ends.
 * Each tab has aria-selected and aria-controls; the children are the selected tab's panel.
 */
export function Tabs<K extends string>({
  label,
  tabs,
  value,
  onChange,
  children,
  className = "",
}: {
  label: string;
  tabs: TabItem<K>[];
  value: K;
  onChange: (id: K) => void;
  children?: ReactNode;
  className?: string;
}) {
  const base = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    onChange(tab.id);
    refs.current.get(tab.id)?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const at = tabs.findIndex((t) => t.id === value);
    const moves: Record<string, number> = {
      ArrowRight: at + 1,
      ArrowDown: at + 1,
      ArrowLeft: at - 1,
      ArrowUp: at - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (!(e.key in moves)) return;
    e.preventDefault();
    select(moves[e.key]);
  };
  return (
    <>
      <div
        role="tablist"
        aria-label={label}
        className={`tabs tabs-box mb-4 flex-nowrap overflow-x-auto ${className}`}
        onKeyDown={onKeyDown}
      >
        {tabs.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              if (el) refs.current.set(t.id, el);
              else refs.current.delete(t.id);
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${t.id}`}
            aria-selected={t.id === value}
            aria-controls={`${base}-panel-${t.id}`}
            tabIndex={t.id === value ? 0 : -1}
            className={`tab shrink-0 gap-2 ${t.id === value ? "tab-active" : ""}`}
            onClick={() => onChange(t.id)}
          >
            {t.label}
            {t.badge}
          </button>
        ))}
      </div>
      {children !== undefined && (
        <div role="tabpanel" id={`${base}-panel-${value}`} aria-labelledby={`${base}-tab-${value}`} tabIndex={0}>
          {children}
        </div>
      )}
    </>
  );
}
