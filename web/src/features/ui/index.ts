/** The UI kit: import from "../ui" in feature screens. See /work/main/CONTRIBUTING.md (Web) for the rules. */
export { ConfirmDialog, DeleteButton } from "./ConfirmDialog";
export { Dialog } from "./Dialog";
export { Checkbox, Field, FormActions, FormError, Input, Select, TextArea } from "./Field";
export { applyServerErrors, missingInformation, useKitForm } from "./form";
export { errorText } from "./errorText";
export { Menu, type MenuItem } from "./Menu";
export { EmptyState, ErrorAlert, List, PageHeader, Skeleton, StatCard } from "./Page";
export { Tabs, type TabItem } from "./Tabs";
export { Tooltip } from "./Tooltip";
export { useModalDialog } from "./useModalDialog";
