import { useAtomValue } from "jotai";
import { Moon, Sun, Sunrise, Sunset, type LucideIcon } from "lucide-react";
import { LOOK_LABELS, MODE_LABELS, THEME_MODES, themeLookAtom, type ThemeLook } from "./theme";
import { useThemeMode } from "./useTheme";

const ICONS: Record<ThemeLook, LucideIcon> = { dawn: Sunrise, day: Sun, dusk: Sunset, night: Moon };

export function ThemeSwitcher({ align = "end" }: { align?: "end" | "start" }) {
  const { mode, setMode } = useThemeMode();
  const look = useAtomValue(themeLookAtom);
  const Icon = ICONS[look];
  return (
    <div className={`dropdown ${align === "end" ? "dropdown-end" : "dropdown-top"}`}>
      <button
        type="button"
        tabIndex={0}
        className="btn btn-ghost btn-sm gap-1"
        aria-label={`Theme: ${MODE_LABELS[mode]}`}
      >
        <Icon className="size-4" aria-hidden />
        <span className="hidden sm:inline text-xs">
          {mode === "auto" ? `Auto · ${LOOK_LABELS[look]}` : MODE_LABELS[mode]}
        </span>
      </button>
      <ul tabIndex={0} className="dropdown-content menu bg-base-100 rounded-box z-50 w-44 p-2 shadow-lg" role="menu">
        {THEME_MODES.map((m) => (
          <li key={m}>
            <button
              type="button"
              role="menuitemradio"
              aria-checked={m === mode}
              className={m === mode ? "menu-active" : ""}
              onClick={() => setMode(m)}
            >
              {MODE_LABELS[m]}
              {m === "auto" && mode === "auto" && <span className="badge badge-sm">{LOOK_LABELS[look]}</span>}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
