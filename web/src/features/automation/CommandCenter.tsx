export function CommandCenter() {
  return (
    <section className="card bg-base-100 shadow-sm">
      <div className="card-body">
        <h2 className="card-title text-lg">AI Marketing Command Center</h2>
      </div>
    </section>
  );
}
