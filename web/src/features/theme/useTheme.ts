import { useAtom } from "jotai";
import { useCallback, useEffect } from "react";
import {
  applyLook,
  AUTO_CHECK_MS,
  lookFor,
  nextMode,
  THEME_KEY,
  themeLookAtom,
  themeModeAtom,
  type ThemeMode,
} from "./theme";

/** Keeps <html> in sync with the chosen mode; in auto mode re-checks the hour every 60 s. */
export function useThemeEffect() {
  const [mode] = useAtom(themeModeAtom);
  const [, setLook] = useAtom(themeLookAtom);
  useEffect(() => {
    const update = () => {
      const look = lookFor(mode);
      setLook(look);
      applyLook(look);
    };
    update();
    if (mode !== "auto") return;
    const timer = setInterval(update, AUTO_CHECK_MS);
    return () => clearInterval(timer);
  }, [mode, setLook]);
}

export function useThemeMode() {
  const [mode, setModeState] = useAtom(themeModeAtom);
  const setMode = useCallback(
    (m: ThemeMode) => {
      setModeState(m);
      try {
        localStorage.setItem(THEME_KEY, m);
      } catch (e) {
        console.error("Could not save the theme", e);
      }
    },
    [setModeState],
  );
  const cycle = useCallback(() => setMode(nextMode(mode)), [mode, setMode]);
  return { mode, setMode, cycle };
}
