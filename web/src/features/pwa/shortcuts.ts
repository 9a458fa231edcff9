/**
 * The manifest's "Add task" shortcut opens /?add=task: the dashboard then starts with the new-task form open.
 * Asking does not change the address (a render React throws away, or strict mode's second initialiser call, must
 * see the same answer); the form drops the parameter once it is on screen (forgetAddTask), so a reload does not
 * open it again.
 */
export function openedForAddTask() {
  const url = new URL(window.location.href);
  return url.pathname === "/" && url.searchParams.get("add") === "task";
}

export function forgetAddTask() {
  const url = new URL(window.location.href);
  if (!url.searchParams.has("add")) return;
  url.searchParams.delete("add");
  window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
}
