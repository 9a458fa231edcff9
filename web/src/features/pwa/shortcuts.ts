/** The manifest's "Add task" shortcut opens /?add=task: the dashboard then starts with the new-task form open. */
export const openedForAddTask = () =>
  window.location.pathname === "/" && new URLSearchParams(window.location.search).get("add") === "task";
