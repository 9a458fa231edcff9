import {
  BookOpen,
  Bot,
  CalendarDays,
  FileSignature,
  FileText,
  HandCoins,
  Home,
  Wallet,
  LayoutDashboard,
  Library,
  Mail,
  Megaphone,
  MoreHorizontal,
  Music,
  Radio,
  Settings,
  type LucideIcon,
} from "lucide-react";

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** The 12 sidebar items in the spec's order, Income after Invoices, then Settings (also the slide-in mobile menu). */
export const NAV_ITEMS: NavItem[] = [
  { to: "/", label: "Dashboard", icon: LayoutDashboard },
  { to: "/chat", label: "AI Assistant", icon: Bot },
  { to: "/outreach", label: "Email Outreach", icon: Mail },
  { to: "/radio", label: "Radio Stations", icon: Radio },
  { to: "/licensing", label: "Sync Licensing", icon: Music },
  { to: "/contracts", label: "Music Contracts", icon: FileSignature },
  { to: "/audiobooks", label: "My Audiobooks", icon: BookOpen },
  { to: "/audiobook-promotion", label: "Book Promotion", icon: Megaphone },
  { to: "/grants", label: "Grants", icon: HandCoins },
  { to: "/calendar", label: "Calendar", icon: CalendarDays },
  { to: "/invoices", label: "Invoices", icon: FileText },
  { to: "/income", label: "Income", icon: Wallet },
  { to: "/knowledge", label: "Knowledge Base", icon: Library },
  { to: "/settings", label: "Settings", icon: Settings },
];

/** Mobile bottom tab bar; /more has no route on purpose (it shows the not-found screen). */
export const BOTTOM_ITEMS: NavItem[] = [
  { to: "/", label: "Home", icon: Home },
  { to: "/chat", label: "AI Chat", icon: Bot },
  { to: "/audiobooks", label: "Audiobooks", icon: BookOpen },
  { to: "/audiobook-promotion", label: "Promotion", icon: Megaphone },
  { to: "/more", label: "More", icon: MoreHorizontal },
];

/** Dashboard is active for both / and /dashboard. */
export function isActive(itemTo: string, pathname: string) {
  if (itemTo === "/") return pathname === "/" || pathname === "/dashboard";
  return pathname === itemTo || pathname.startsWith(itemTo + "/");
}
