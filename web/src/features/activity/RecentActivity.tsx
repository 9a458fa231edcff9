import { useState } from "react";
import { ActivityList } from "./ActivityList";

export function RecentActivity() {
  const [all, setAll] = useState(false);
  return (
    <section className="card bg-base-100 shadow-sm">
      <div className="card-body">
        <h2 className="card-title text-lg">Recent Activity</h2>
        <ActivityList limit={5} />
        <button type="button" className="btn btn-ghost btn-sm self-start" onClick={() => setAll(true)}>
          View all activity
        </button>
      </div>
      {all && (
        <dialog open className="modal modal-open" aria-label="All activity">
          <div className="modal-box max-w-2xl">
            <h3 className="mb-3 text-lg font-bold">All activity</h3>
            <ActivityList limit={500} />
            <div className="modal-action">
              <button type="button" className="btn" onClick={() => setAll(false)}>
                Close
              </button>
            </div>
          </div>
          <button type="button" className="modal-backdrop" aria-label="Close" onClick={() => setAll(false)} />
        </dialog>
      )}
    </section>
  );
}
