import { Link } from "@tanstack/react-router";
import { FileText, HandCoins, Mail, Radio } from "lucide-react";

const ACTIONS = [
  { to: "/outreach", label: "Start Email Campaign", icon: Mail },
  { to: "/radio", label: "Find Radio Stations", icon: Radio },
  { to: "/invoices", label: "Create Invoice", icon: FileText },
  { to: "/grants", label: "Search Grants", icon: HandCoins },
] as const;

export function QuickActions() {
  return (
    <section className="card bg-base-100 shadow-sm">
      <div className="card-body">
        <h2 className="card-title text-lg">Quick Actions</h2>
        <div className="grid grid-cols-2 gap-2">
          {ACTIONS.map(({ to, label, icon: Icon }) => (
            <Link key={to} to={to} className="btn btn-outline btn-sm h-auto min-h-9 justify-start py-1 text-left">
              <Icon className="size-4" aria-hidden /> {label}
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}
