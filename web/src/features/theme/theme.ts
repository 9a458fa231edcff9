import { atom } from "jotai";

export const THEME_KEY = "theme-mode";
export const THEME_MODES = ["auto", "light", "dark", "dawn", "dusk"] as const;
export type ThemeMode = (typeof THEME_MODES)[number];
export type ThemeLook = "dawn" | "day" | "dusk" | "night";
export const AUTO_CHECK_MS = 60_000;

export const MODE_LABELS: Record<ThemeMode, string> = {
  auto: "Smart Auto",
  light: "Light",
  dark: "Dark",
  dawn: "Dawn",
  dusk: "Dusk",
};
export const LOOK_LABELS: Record<ThemeLook, string> = { dawn: "Dawn", day: "Day", dusk: "Dusk", night: "Night" };

const isMode = (v: unknown): v is ThemeMode => THEME_MODES.includes(v as ThemeMode);

export function readStoredMode(): ThemeMode {
  try {
    const v = localStorage.getItem(THEME_KEY);
    return isMode(v) ? v : "auto";
  } catch {
    return "auto";
  }
}

/** Auto look by local hour: 5–8 dawn, 8–18 day, 18–21 dusk, otherwise night. */
export function lookForHour(hour: number): ThemeLook {
  if (hour >= 5 && hour < 8) return "dawn";
  if (hour >= 8 && hour < 18) return "day";
  if (hour >= 18 && hour < 21) return "dusk";
  return "night";
}

export function lookFor(mode: ThemeMode, now = new Date()): ThemeLook {
  if (mode === "auto") return lookForHour(now.getHours());
  if (mode === "light") return "day";
  if (mode === "dark") return "night";
  return mode;
}

export const isDarkStyled = (look: ThemeLook) => look === "night" || look === "dusk";

export const nextMode = (mode: ThemeMode): ThemeMode =>
  THEME_MODES[(THEME_MODES.indexOf(mode) + 1) % THEME_MODES.length];

export const themeModeAtom = atom<ThemeMode>(readStoredMode());
export const themeLookAtom = atom<ThemeLook>(lookFor(readStoredMode()));

/** Applies a look to <html>: daisyUI theme plus the dark/light class. */
export function applyLook(look: ThemeLook) {
  const root = document.documentElement;
  root.dataset.theme = look;
  root.classList.toggle("dark", look === "night");
  root.classList.toggle("light", look === "day");
}
