import { useEffect, useState, type RefObject } from "react";

/** True while the element's content is taller than the element (it scrolls), followed as either one resizes. */
export function useOverflows(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => setOverflows(el.scrollHeight > el.clientHeight + 1);
    const observer = new ResizeObserver(check);
    observer.observe(el);
    for (const child of el.children) observer.observe(child);
    const mutations = new MutationObserver(() => {
      for (const child of el.children) observer.observe(child);
      check();
    });
    mutations.observe(el, { childList: true, subtree: true, characterData: true });
    check();
    return () => {
      observer.disconnect();
      mutations.disconnect();
    };
  }, [ref]);
  return overflows;
}
