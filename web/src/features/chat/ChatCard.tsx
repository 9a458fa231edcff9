import { Link } from "@tanstack/react-router";

export function ChatCard() {
  return (
    <section className="card bg-base-100 shadow-sm">
      <div className="card-body">
        <h2 className="card-title text-lg">Chat with Sunshine</h2>
        <p className="text-sm text-base-content/70">Open the assistant to chat.</p>
        <Link to="/chat" className="btn btn-primary btn-sm self-start">Open AI Assistant</Link>
      </div>
    </section>
  );
}
