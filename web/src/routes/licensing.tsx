import { createFileRoute } from "@tanstack/react-router";
import { LicensingPage } from "../features/licensing/LicensingPage";

export const Route = createFileRoute("/licensing")({ component: LicensingPage });
