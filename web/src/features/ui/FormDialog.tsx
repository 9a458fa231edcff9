/** Kept so older imports compile; new code imports from "../ui" (index.ts). */
export { Dialog as Modal } from "./Dialog";
export { Field, FormActions, FormError } from "./Field";
