import { EmptyState } from "../ui/Page";

export function UpcomingTasks() {
  return (
    <section className="card bg-base-100 shadow-sm">
      <div className="card-body">
        <h2 className="card-title text-lg">Upcoming Tasks</h2>
        <EmptyState title="No tasks yet" />
      </div>
    </section>
  );
}
