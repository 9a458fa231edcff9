import { createFileRoute } from "@tanstack/react-router";
import { InvoicesPage } from "../features/invoices/InvoicesPage";
import { parseInvoicesSearch } from "../features/invoices/search";

export const Route = createFileRoute("/invoices")({ validateSearch: parseInvoicesSearch, component: InvoicesPage });
