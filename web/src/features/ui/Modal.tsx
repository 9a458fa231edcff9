/** Kept so older imports compile: the reading-view modal is the kit's Dialog (pass `full` to fill the screen). */
export { Dialog as Modal } from "./Dialog";
