export function SplashScreen() {
  return (
    <div className="min-h-dvh grid place-items-center bg-base-200" role="status" aria-live="polite">
      <div className="flex flex-col items-center gap-4">
        <img src="/favicon.svg" alt="" className="size-16 animate-spin [animation-duration:6s]" />
        <p className="text-base-content/80">Initializing your personal assistant...</p>
      </div>
    </div>
  );
}
