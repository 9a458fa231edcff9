/**
 * The manifest's "Add task" shortcut opens /?add=task: the dashboard then starts with the new-task form open. The
 * parameter is dropped from the address right after (a tick later, so both of React's strict-mode initialiser calls
 * still see it), so a reload does not open the form again.
 */
export function openedForAddTask() {
  const url = new URL(window.location.href);
  if (url.pathname !== "/" || url.searchParams.get("add") !== "task") return false;
  setTimeout(() => {
    url.searchParams.delete("add");
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
  }, 0);
  return true;
}
