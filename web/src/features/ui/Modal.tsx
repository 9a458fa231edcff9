import type { ComponentProps } from "react";
import { Dialog } from "./Dialog";

/**
 * Kept so older imports compile: the reading-view modal is the kit's Dialog (pass `full` to fill the screen). Its ✕
 * was always "Dismiss" (these views usually have their own "Close" button), so that name is kept.
 */
export function Modal(props: ComponentProps<typeof Dialog>) {
  return <Dialog closeLabel="Dismiss" {...props} />;
}
