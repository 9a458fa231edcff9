import { useAtomValue } from "jotai";
import { Moon, Sun, Sunrise, Sunset, type LucideIcon } from "lucide-react";
import { Menu } from "../ui/Menu";
import { LOOK_LABELS, MODE_LABELS, THEME_MODES, themeLookAtom, type ThemeLook } from "./theme";
import { useThemeMode } from "./useTheme";

const ICONS: Record<ThemeLook, LucideIcon> = { dawn: Sunrise, day: Sun, dusk: Sunset, night: Moon };

/**
 * The theme menu (the kit's Menu: arrow keys, Escape, focus back to the button). The button's name is its visible
 * text with "Theme:" in front ("Theme: Smart Auto · Day"); on a phone the text is read but not shown.
 */
export function ThemeSwitcher({ align = "end" }: { align?: "end" | "start" }) {
  const { mode, setMode } = useThemeMode();
  const look = useAtomValue(themeLookAtom);
  const Icon = ICONS[look];
  const text = mode === "auto" ? `${MODE_LABELS.auto} · ${LOOK_LABELS[look]}` : MODE_LABELS[mode];
  return (
    <Menu
      align={align === "end" ? "end" : "start"}
      placement={align === "end" ? "bottom" : "top"}
      menuClassName="w-48"
      button={
        <>
          <Icon className="size-4" aria-hidden />
          <span className="sr-only">Theme: </span>
          <span className="sr-only sm:not-sr-only text-xs">{text}</span>
        </>
      }
      items={THEME_MODES.map((m) => ({
        key: m,
        label: (
          <>
            {MODE_LABELS[m]}
            {m === "auto" && mode === "auto" && <span className="badge badge-sm">{LOOK_LABELS[look]}</span>}
          </>
        ),
        checked: m === mode,
        onSelect: () => setMode(m),
      }))}
    />
  );
}
