import { useRef, useState, type ReactNode } from "react";

// Tooltips open after 700 ms; moving to another within 300 ms of closing opens it at once.
const DELAY = 700;
const SKIP_DELAY = 300;
let lastClosed = 0;

export function Tooltip({
  label,
  children,
  side = "bottom",
}: {
  label: string;
  children: ReactNode;
  side?: "bottom" | "top" | "right" | "left";
}) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = () => {
    clearTimeout(timer.current);
    const wait = Date.now() - lastClosed < SKIP_DELAY ? 0 : DELAY;
    timer.current = setTimeout(() => setOpen(true), wait);
  };
  const hide = () => {
    clearTimeout(timer.current);
    if (open) lastClosed = Date.now();
    setOpen(false);
  };
  return (
    <span
      className={`tooltip tooltip-${side} ${open ? "tooltip-open" : "[&::before]:hidden [&::after]:hidden"}`}
      data-tip={label}
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
    >
      {children}
    </span>
  );
}
