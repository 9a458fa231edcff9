/** Badge look per status (spec: any other value gets the neutral look, e.g. a paused campaign). */
export const campaignLook = (status: string) =>
  status === "active"
    ? "badge-success"
    : status === "planning"
      ? "badge-warning"
      : status === "completed"
        ? "badge-info"
        : "badge-ghost";

export const activityLook = (status: string) =>
  status === "completed"
    ? "badge-success"
    : status === "in_progress"
      ? "badge-info"
      : status === "planned"
        ? "badge-warning"
        : "badge-ghost";
