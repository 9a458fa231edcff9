import { createFileRoute } from "@tanstack/react-router";
import { LicensingPage } from "../features/licensing/LicensingPage";
import { parseLicensingSearch } from "../features/licensing/search";

export const Route = createFileRoute("/licensing")({ validateSearch: parseLicensingSearch, component: LicensingPage });
