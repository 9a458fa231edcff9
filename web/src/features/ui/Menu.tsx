import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

export type MenuItem = {
  label: ReactNode;
  onSelect: () => void;
  /** Set for a choice among several (menuitemradio); leave out for an action (menuitem). */
  checked?: boolean;
  icon?: ReactNode;
  disabled?: boolean;
  /** Stable key when `label` is not a string. */
  key?: string;
};

/**
 * The menu button pattern: the button has aria-haspopup/aria-expanded; opening moves focus into the menu (to the
 * checked item, else the first); Up/Down/Home/End move, Enter/Space choose, Escape and Tab close, and focus returns
 * to the button. Only the button is a tab stop. `button` is the visible content; `label` must contain that text
 * (WCAG "label in name") when you pass one.
 */
export function Menu({
  button,
  label,
  items,
  align = "end",
  placement = "bottom",
  buttonClassName = "btn btn-ghost btn-sm gap-1",
  menuClassName = "w-48",
}: {
  button: ReactNode;
  label?: string;
  items: MenuItem[];
  align?: "start" | "end";
  placement?: "bottom" | "top";
  buttonClassName?: string;
  menuClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const focusItem = (index: number) => {
    const enabled = items.map((it, i) => (it.disabled ? -1 : i)).filter((i) => i >= 0);
    if (!enabled.length) return;
    const wrapped = ((index % items.length) + items.length) % items.length;
    const target = enabled.includes(wrapped) ? wrapped : enabled[0];
    itemRefs.current[target]?.focus();
  };
  const close = (returnFocus = true) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const checked = items.findIndex((it) => it.checked);
    focusItem(checked >= 0 ? checked : 0);
    const onPointer = (e: PointerEvent) => !root.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
    // Focus moves only when the menu opens, not each time its items change.
  }, [open]);

  const onMenuKey = (e: KeyboardEvent) => {
    const at = itemRefs.current.findIndex((el) => el === document.activeElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 };
    if (e.key in moves) {
      e.preventDefault();
      focusItem(moves[e.key]);
    } else if (e.key === "Escape") {
      e.preventDefault();
      e.stopPropagation();
      close();
    } else if (e.key === "Tab") {
      close(false);
    }
  };
  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      setOpen(true);
    }
  };

  return (
    <div ref={root} className="relative inline-block">
      <button
        ref={trigger}
        type="button"
        className={buttonClassName}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onButtonKey}
      >
        {button}
      </button>
      {open && (
        <ul
          id={id}
          role="menu"
          aria-label={label}
          className={`menu absolute z-50 rounded-box bg-base-100 p-2 shadow-lg ${menuClassName} ${align === "end" ? "right-0" : "left-0"} ${placement === "top" ? "bottom-full mb-1" : "top-full mt-1"}`}
          onKeyDown={onMenuKey}
        >
          {items.map((it, i) => (
            <li key={it.key ?? (typeof it.label === "string" ? it.label : i)} role="none">
              <button
                ref={(el) => {
                  itemRefs.current[i] = el;
                }}
                type="button"
                role={it.checked === undefined ? "menuitem" : "menuitemradio"}
                aria-checked={it.checked}
                tabIndex={-1}
                disabled={it.disabled}
                className={it.checked ? "menu-active" : ""}
                onClick={() => {
                  it.onSelect();
                  close();
                }}
              >
                {it.icon}
                {it.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
