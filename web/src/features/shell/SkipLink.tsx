/** The first tab stop on every screen: jumps past the navigation to the page's content (WCAG 2.4.1). */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="btn btn-primary btn-sm fixed left-2 top-2 z-[200] -translate-y-20 focus:translate-y-0"
      onClick={(e) => {
        // Move focus ourselves: the router owns the URL, and a hash change would not move keyboard focus anyway.
        e.preventDefault();
        document.getElementById("main")?.focus();
      }}
    >
      Skip to main content
    </a>
  );
}
