import { SunMark } from "../shell/SunMark";

/**
 * index.html paints the app's shell before any script runs; while the session is checked React shows that very
 * markup (taken before React first renders into #root, or before index.html painted the dashboard's figures into it),
 * so nothing flashes between the two. Without it (the
 * development server before its first build, say) a plain splash.
 */
const shell = (
  (window as unknown as { __sunshineShell?: string }).__sunshineShell ?? document.getElementById("root")?.innerHTML
)?.trim();

export function SplashScreen() {
  if (shell) return <div className="contents" dangerouslySetInnerHTML={{ __html: shell }} />;
  return (
    <div className="min-h-dvh grid place-items-center bg-base-200" role="status" aria-live="polite">
      <div className="flex flex-col items-center gap-4">
        <SunMark className="size-16 animate-spin [animation-duration:6s]" />
        <p className="text-base-content/80">Initializing your personal assistant...</p>
      </div>
    </div>
  );
}
