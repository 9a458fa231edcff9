import { createFileRoute } from "@tanstack/react-router";
import { PromotionPage } from "../features/promotion/PromotionPage";
import { parsePromotionSearch } from "../features/promotion/search";

export const Route = createFileRoute("/audiobook-promotion")({
  validateSearch: parsePromotionSearch,
  component: PromotionPage,
});
