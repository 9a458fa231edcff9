import { Link } from "@tanstack/react-router";
import { Bell } from "lucide-react";
import { useEffect, useRef } from "react";
import { formatDateTime } from "../../lib/format";
import { toast } from "../toast/toast";
import { useMarkAllRead, useMarkRead, useNotifications } from "./api";
import { NotificationPrompt } from "./NotificationPrompt";

/**
 * Bell with unread count, kept current by the live stream (stream.ts); a newly arrived notification also shows as a
 * toast while the app is open.
 */
export function NotificationBell() {
  const { data, isLoading, isError } = useNotifications();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const lastSeen = useRef<number | null>(null);

  useEffect(() => {
    const newest = data?.items[0];
    if (!newest) return;
    if (lastSeen.current !== null && newest.id > lastSeen.current && !newest.readAt) {
      toast({ title: newest.title, description: newest.body });
    }
    lastSeen.current = Math.max(lastSeen.current ?? 0, newest.id);
  }, [data]);

  const unread = data?.unread ?? 0;
  return (
    <div className="dropdown dropdown-end">
      <button
        type="button"
        tabIndex={0}
        className="btn btn-ghost btn-square btn-sm indicator"
        aria-label={`Notifications, ${unread} unread`}
      >
        <Bell className="size-5" />
        {unread > 0 && <span className="indicator-item badge badge-primary badge-xs">{unread}</span>}
      </button>
      {/* Focusable for the dropdown to stay open on a click inside, but not a tab stop of its own. */}
      <div tabIndex={-1} className="dropdown-content z-50 mt-2 w-80 max-w-[90vw] rounded-box bg-base-100 p-3 shadow-xl">
        <div className="mb-2 flex items-center justify-between">
          <span className="font-semibold">Notifications</span>
          {unread > 0 && (
            <button type="button" className="btn btn-ghost btn-xs" onClick={() => markAll.mutate()}>
              Mark all read
            </button>
          )}
        </div>
        <NotificationPrompt />
        {isLoading && <div className="skeleton h-12 w-full" />}
        {isError && <p className="text-sm text-error">Notifications could not be loaded.</p>}
        {data && data.items.length === 0 && (
          <p className="text-sm text-base-content/60">Nothing new. Reminders and alerts will appear here.</p>
        )}
        <ul className="max-h-80 space-y-1 overflow-y-auto" data-testid="notification-list">
          {data?.items.map((n) => (
            <li key={n.id} className={`rounded-lg p-2 ${n.readAt ? "opacity-60" : "bg-base-200"}`}>
              <div className="flex items-start gap-2">
                <div className="flex-1">
                  <div className="text-sm font-medium">{n.link ? <Link to={n.link}>{n.title}</Link> : n.title}</div>
                  {n.body && <div className="text-xs text-base-content/70">{n.body}</div>}
                  <div className="text-[11px] text-base-content/50">{formatDateTime(n.createdAt)}</div>
                </div>
                {!n.readAt && (
                  <button type="button" className="btn btn-ghost btn-xs" onClick={() => markRead.mutate(n.id)}>
                    Mark read
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
