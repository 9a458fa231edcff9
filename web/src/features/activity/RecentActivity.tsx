import { useState } from "react";
import { ActivityList } from "./ActivityList";
import { AllActivityDialog } from "./AllActivityDialog";

export function RecentActivity() {
  const [all, setAll] = useState(false);
  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby="recent-activity-title">
      <div className="card-body">
        <h2 id="recent-activity-title" className="card-title text-lg">
          Recent Activity
        </h2>
        <ActivityList limit={5} />
        <button type="button" className="btn btn-ghost btn-sm self-start" onClick={() => setAll(true)}>
          View all activity
        </button>
      </div>
      {all && <AllActivityDialog onClose={() => setAll(false)} />}
    </section>
  );
}
