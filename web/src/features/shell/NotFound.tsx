import { Link } from "@tanstack/react-router";

export function NotFound() {
  return (
    <div className="grid min-h-[60vh] place-items-center">
      <div className="card bg-base-100 shadow max-w-md w-full">
        <div className="card-body items-center text-center">
          <h1 className="text-3xl font-bold">404 Page Not Found</h1>
          <p className="text-base-content/70">
            Did you forget to add the page to the router? No route matches this address.
          </p>
          <Link to="/" className="btn btn-primary mt-2">
            Back to the dashboard
          </Link>
        </div>
      </div>
    </div>
  );
}
