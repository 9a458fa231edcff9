import { useSyncExternalStore } from "react";

/** Tailwind's `lg` breakpoint: from here the sidebar and the desktop header show, below it the phone's bars. */
const WIDE = "(min-width: 64rem)";

const query = () => window.matchMedia(WIDE);
const subscribe = (onChange: () => void) => {
  const list = query();
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
};

/**
 * True on a wide screen. The shell renders only the chrome the screen shows (the sidebar and desktop header, or
 * the phone's top bar, menu and bottom bar), so a phone does not build and style a third of the page it never
 * displays; the CSS classes keep each part hidden where it does not belong all the same.
 */
export const useWideScreen = () => useSyncExternalStore(subscribe, () => query().matches);
