import { createFileRoute } from "@tanstack/react-router";
import { PromotionPage } from "../features/promotion/PromotionPage";

export const Route = createFileRoute("/audiobook-promotion")({ component: PromotionPage });
